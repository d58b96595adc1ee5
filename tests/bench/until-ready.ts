import type { Page } from 'playwright-core';

/**
 * What a bench's recorder (its init script) writes to the console once the page has come as far as
 * measured. Playwright hears a console line without running anything in the page: a
 * `page.evaluate` while widgets load would inject Playwright's own script (about 32 ms at 4× CPU),
 * and a `waitForFunction` would also poll every frame, work the page would be charged for.
 */
export const READY_LINE = 'hb-bench: ready';
export const SHOWN_LINE = 'hb-bench: shown';

/**
 * Resolves when the page writes `line` to its console, or rejects after `ms` saying `what` did not
 * happen. Set it up before navigating; a rejection while the navigation is awaited is not unhandled.
 */
export function consoleLine(page: Page, line: string, ms: number, what: string): Promise<void> {
  const heard = page.waitForEvent('console', { predicate: (message) => message.text() === line, timeout: ms }).then(
    () => {},
    () => {
      throw new Error(`${what} within ${ms} ms`);
    },
  );
  heard.catch(() => {});
  return heard;
}
