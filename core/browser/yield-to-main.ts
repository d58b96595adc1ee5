/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium 129+). */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Gives the main thread back so input, paint and other widgets run before a long job goes on.
 * scheduler.yield() resumes ahead of other queued tasks; elsewhere a macrotask stands in.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
