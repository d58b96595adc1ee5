/**
 * Run in the page (page.evaluate): resolves once the recorder at window[key] has seen `count`
 * hb:ready events, or rejects after `ms`. The recorder calls `done` as its count is reached, so
 * nothing polls while the page is measured. The recorder: { ready: number[], count, done }.
 */
export function untilReady([key, count, ms]: readonly [string, number, number]): Promise<void> {
  const m = (window as unknown as Record<string, { ready: number[]; count: number; done: () => void }>)[key];
  return new Promise<void>((resolve, reject) => {
    if (m.ready.length >= count) return resolve();
    m.count = count;
    m.done = resolve;
    setTimeout(() => reject(new Error(`${m.ready.length} of ${count} widgets were ready after ${ms} ms`)), ms);
  });
}
