import './loader.css';

/** The "working on it" state of spec.md's lifecycles, announced politely to screen readers. */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="hb-loader" role="status">
      <span className="hb-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
