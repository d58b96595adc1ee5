import { useText } from '../mount/use-text';
import { uiText } from './messages';
import './loader.css';

/** The "working on it" state of spec.md's lifecycles, announced politely to screen readers. */
export function Loader({ label }: { label?: string }) {
  const t = useText(uiText);
  return (
    <div className="hb-loader" role="status">
      <span className="hb-loader__spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
