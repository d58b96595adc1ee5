import { type DependencyList, useCallback, useEffect, useMemo, useState } from 'react';
import type { Failure, ItemResult, ListResult } from '../../api/result';
import { reportReadFailure } from './report-read-failure';
import { useWidgetHost } from '../widget-context';

export type ReadResult = ListResult<unknown> | ItemResult<unknown>;
/** A read's failure, as views above the api (core/ui) see it. */
export type FailedRead = Failure;
/** A read under way; during a retry, the failure being retried (its view stays while the read runs again). */
export type Loading = { status: 'loading'; retrying?: Failure };
export type ReadState<R extends ReadResult> = (Loading | R) & { retry(): void };

/**
 * Runs a read of core/api when the widget mounts, a dependency changes, or `retry()` is called.
 * The request is aborted when the widget unmounts or the dependencies change, so a late answer
 * never lands. A read that fails for a network or data reason tells the page (hb:error) and the
 * console, once per read; render the state with core/ui's ReadView.
 *
 * @example
 * const plans = useRead((signal) => getPlans({ signal }), []);
 * return <ReadView read={plans} loading="Loading floorplans…">{({ results }) => <List plans={results} />}</ReadView>;
 */
export function useRead<R extends ReadResult>(
  read: (signal: AbortSignal) => Promise<R>,
  deps: DependencyList,
): ReadState<R> {
  const host = useWidgetHost();
  const [state, setState] = useState<Loading | R>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps (checked at its call, see biome.jsonc) and retry's attempt decide when to read; host is the widget's, fixed
  useEffect(() => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    host.signal.addEventListener('abort', abort);
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    void read(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result);
      reportReadFailure(host, result);
    });
    return () => {
      host.signal.removeEventListener('abort', abort);
      controller.abort();
    };
  }, [...deps, attempt]);
  const retry = useCallback(() => {
    setState((current) => (current.status === 'failure' ? { status: 'loading', retrying: current } : current));
    setAttempt((n) => n + 1);
  }, []);
  return useMemo(() => ({ ...state, retry }) as ReadState<R>, [state, retry]);
}
