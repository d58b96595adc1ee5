/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium 129+). */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Gives the main thread back so input, paint and other widgets run before a long job goes on.
 * scheduler.yield() resumes ahead of other queued tasks; elsewhere a macrotask stands in.
 * (Written short: the loader ships it.)
 */
export const yieldToMain = (): Promise<void> =>
  (globalThis as WithScheduler).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
