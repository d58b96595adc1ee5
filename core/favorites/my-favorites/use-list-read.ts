import { useEffect, useRef } from 'react';
import type { Failure, ListResult } from '../../api/result';
import { reportReadFailure } from '../../mount/read/report-read-failure';
import type { ReadState } from '../../mount/read/use-read';
import { useWidgetHost } from '../../mount/widget-context';
import type { LoadStatus } from '../site-store';

/**
 * The page-wide store's favorites or views as a read, shown through ReadView like every other
 * read: loading only until the first answer (a reload after unsaving keeps the list on screen),
 * a failure reported to the page once per load, and "Try again" loading again.
 */
export function useListRead<T>(
  status: LoadStatus,
  items: T[],
  failure: Failure | null,
  load: () => void,
): ReadState<ListResult<T>> {
  const host = useWidgetHost();
  const loadedOnce = useRef(false);
  if (status === 'ready') loadedOnce.current = true;
  useEffect(() => {
    if (failure) reportReadFailure(host, failure);
  }, [host, failure]);
  if (status === 'failed' && failure) return { ...failure, retry: load };
  if (!loadedOnce.current) return { status: 'loading', retrying: failure ?? undefined, retry: load };
  return { status: 'success', results: items, retry: load };
}
