import { type DependencyList, useEffect, useState } from 'react';

export type Settled<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * The outcome of work that is not an API read (a sanitizer, a script): pending, then its value or
 * its error. Started again when a dependency changes (not at all while `run` is undefined); an
 * outcome that arrives after that, or after unmount, is dropped. API reads use useRead.
 */
export function useAsync<T>(run: ((signal: AbortSignal) => Promise<T>) | undefined, deps: DependencyList): Settled<T> {
  const [settled, setSettled] = useState<Settled<T>>({ status: 'pending' });
  useEffect(() => {
    setSettled((current) => (current.status === 'pending' ? current : { status: 'pending' }));
    if (!run) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => controller.signal.aborted || setSettled({ status: 'done', value }),
      (error: unknown) => controller.signal.aborted || setSettled({ status: 'failed', error }),
    );
    return () => controller.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, checked at its call (biome.jsonc names useAsync)
  }, deps);
  return settled;
}
