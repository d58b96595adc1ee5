import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { FailedRead, ReadResult, ReadState } from '../../mount/read/use-read';
import { Loader } from '../loader';
import { ReadFailure } from './read-failure';
import './read-view.css';

type Success<R> = Extract<R, { status: 'success' }>;

interface ReadViewProps<R extends ReadResult> {
  read: ReadState<R>;
  /** The loader's words: "Loading floorplans…". */
  loading: string;
  /** The wrapper's class: the widget's layout root, or one that keeps the final size. */
  className?: string;
  /** Space kept while loading (a CSS length), so the page below does not jump when the data comes. */
  minHeight?: string;
  /** Instead of the children when the read succeeded with nothing in it (see NothingFound). */
  empty?: ReactNode;
  /** What "nothing in it" means; by default a list without results. */
  isEmpty?(result: Success<R>): boolean;
  /** Inside the failure's alert, after the message (e.g. a sign-in link). */
  failureAction?: ReactNode;
  /** Whether a failure offers the editor's fallback (or the builder's phone); false for a widget's second read. */
  fallback?: boolean;
  children(result: Success<R>): ReactNode;
}

const hasNoResults = (result: { status: 'success' }) =>
  'results' in result && Array.isArray(result.results) && result.results.length === 0;

/**
 * The one way a read is shown: loading (the Loader), failure (spec.md's message, "Try again" and
 * the editor's fallback), empty (a neutral note: nothing went wrong), else the children with the
 * data. Failed and empty look different on purpose: "could not load" is not "there are none".
 */
export function ReadView<R extends ReadResult>({
  read,
  loading,
  className,
  minHeight,
  empty,
  isEmpty = hasNoResults,
  failureAction,
  fallback = true,
  children,
}: ReadViewProps<R>) {
  const root = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  // After a "Try again" that worked, its button is gone: focus goes to what came instead, not to the page's top.
  useLayoutEffect(() => {
    if (read.status === 'loading') return;
    if (retried.current && read.status === 'success') root.current?.focus();
    retried.current = false;
  }, [read.status]);

  const state = read as ReadState<ReadResult>; // a union narrows; the generic R does not
  const failed: FailedRead | undefined =
    state.status === 'failure' ? state : state.status === 'loading' ? state.retrying : undefined;
  const success = state.status === 'success' ? (state as unknown as Success<R>) : undefined;
  const waiting = state.status === 'loading' && !failed;
  const retry = () => {
    retried.current = true;
    read.retry();
  };
  return (
    <div
      ref={root}
      className={className ? `hb-read-view ${className}` : 'hb-read-view'}
      tabIndex={-1}
      style={waiting && minHeight ? { minHeight } : undefined}
    >
      {failed ? (
        <ReadFailure
          failure={failed}
          busy={read.status === 'loading'}
          onRetry={retry}
          action={failureAction}
          fallback={fallback}
        />
      ) : !success ? (
        <Loader label={loading} />
      ) : empty !== undefined && isEmpty(success) ? (
        empty
      ) : (
        children(success)
      )}
    </div>
  );
}
