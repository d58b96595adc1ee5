import type { ReactNode } from 'react';
import type { FailedRead } from '../../mount/read/use-read';
import { EditorFallback } from './editor-fallback';

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
  return (
    <div className="hb-read-failure">
      <p className="hb-read-failure__message" role="alert">
        {failure.message}
        {action ? <> {action}</> : null}
      </p>
      {failure.reason === 'failure' ? null : (
        <p className="hb-read-failure__hint">This part of the page could not be loaded just now.</p>
      )}
      <button
        type="button"
        className="hb-button hb-button--secondary hb-read-failure__retry"
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onRetry}
      >
        {busy ? 'Trying again…' : 'Try again'}
      </button>
      {fallback ? <EditorFallback /> : null}
    </div>
  );
}
