import { useEffect, useState } from 'react';
import type { Loading, ReadResult } from './use-read';
import { reportReadFailure } from './report-read-failure';
import { useWidgetHost } from '../widget-context';

/**
 * Many reads at once (the items of a favorites list, the option lists of a form): one read a key,
 * in parallel, each key read once. Answers stay when their key leaves the list (a removed item's
 * name is still needed to say it has gone). Everything is aborted when the widget unmounts, and
 * failures are reported as useRead reports them.
 */
export function useReads<R extends ReadResult>(
  keys: readonly string[],
  read: (key: string, signal: AbortSignal) => Promise<R>,
): ReadonlyMap<string, Loading | R> {
  const host = useWidgetHost();
  const [results, setResults] = useState<ReadonlyMap<string, Loading | R>>(() => new Map());
  // One lifetime for all the reads: a key leaving the list does not abort what is under way.
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);

  const unread = keys.filter((key) => !results.has(key));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys not read yet are what matters (by value); controller and host are fixed for the widget
  useEffect(() => {
    if (!unread.length) return;
    setResults(
      (previous) =>
        new Map<string, Loading | R>([...previous, ...unread.map((key) => [key, { status: 'loading' }] as const)]),
    );
    for (const key of unread)
      void read(key, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setResults((previous) => new Map(previous).set(key, result));
        reportReadFailure(host, result);
      });
  }, [unread.join('\n')]);
  return results;
}
