import { type DependencyList, useEffect, useState } from 'react';
import type { ItemResult, ListResult } from '../api/result';
import { useWidgetHost } from './widget-context';

export type ReadState<R> = { status: 'loading' } | R;

/**
 * Runs a read of core/api when the widget mounts or a dependency changes. The request is
 * aborted when the widget unmounts or the dependencies change, so a late answer never lands.
 *
 * @example
 * const plans = useRead((signal) => getPlans({ signal }), []);
 * if (plans.status === 'loading') return <Loader />;
 */
export function useRead<R extends ListResult<unknown> | ItemResult<unknown>>(read: (signal: AbortSignal) => Promise<R>, deps: DependencyList): ReadState<R> {
  const { signal: widgetSignal } = useWidgetHost();
  const [state, setState] = useState<ReadState<R>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    widgetSignal.addEventListener('abort', abort);
    setState({ status: 'loading' });
    read(controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => {
      widgetSignal.removeEventListener('abort', abort);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
