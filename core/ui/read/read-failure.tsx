import type { ReactNode } from 'react';
import { definePhrases, phrase } from '../../i18n/phrases';
import { defineCatalog } from '../../i18n/registry';
import { specMessage } from '../../i18n/spec-messages';
import type { FailedRead } from '../../mount/read/use-read';
import { useLang, useText } from '../../mount/use-text';
import { EditorFallback } from './editor-fallback';
import en from './messages.en';

const readText = defineCatalog(en, () => import('./messages.es'));
/** The reads' other default failures in Spanish (core/api/read-messages.es.ts); spec.md's are specMessage's. */
const readFailurePhrases = definePhrases(() => import('../../api/read-messages.es'));

interface ReadFailureProps {
  failure: FailedRead;
  /** The read is running again: the button stays (and keeps focus) but does nothing. */
  busy: boolean;
  onRetry(): void;
  action?: ReactNode;
  fallback: boolean;
}

/**
 * A read that failed, as a buyer should read it: spec.md's default message, that this part could
 * not be loaded (when the server did not simply say "none"), a real "Try again", and the editor's
 * fallback content or the builder's phone kept visible below.
 */
export function ReadFailure({ failure, busy, onRetry, action, fallback }: ReadFailureProps) {
  const lang = useLang();
  const t = useText(readText);
  return (
    <div className="hb-read-failure">
      <p className="hb-read-failure__message" role="alert">
        {phrase(readFailurePhrases, lang, specMessage(failure.message, lang))}
        {action ? <> {action}</> : null}
      </p>
      {failure.reason === 'failure' ? null : <p className="hb-read-failure__hint">{t('readFailedHint')}</p>}
      <button
        type="button"
        className="hb-button hb-button--secondary hb-read-failure__retry"
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onRetry}
      >
        {busy ? t('tryingAgain') : t('tryAgain')}
      </button>
      {fallback ? <EditorFallback /> : null}
    </div>
  );
}
