import type { Browser } from 'playwright-core';

export interface LayoutShiftReport {
  /** Sum of every layout-shift entry without recent input (CLS's raw sum). */
  total: number;
  /** The shifts that counted, each with the nodes that moved (tag#id.class, then its x,y on the page and size, before → after) and the page's scroll then. */
  shifts: { value: number; nodes: string[]; at?: number }[];
  /** With `heights`: each mounted widget's name and height once loaded (for widgets/<name>/reserve.ts). */
  heights?: [string, number][];
}

/** Installed before any page script: records every layout shift and which nodes moved. */
const OBSERVE = `(() => {
  // tsx (the bench's runner) compiles scrollThrough with esbuild's keepNames, which calls __name.
  self.__name ??= (f) => f;
  const m = (window.__hbShifts = []);
  const name = (n) => !n || !n.localName ? String(n && n.nodeName) : n.localName + (n.id ? '#' + n.id : '') + (n.classList && n.classList.length ? '.' + [...n.classList].join('.') : '') + (n.dataset && n.dataset.hbWidget ? '[data-hb-widget=' + n.dataset.hbWidget + ']' : '');
  new PerformanceObserver((l) => {
    const at = (r) => Math.round(r.x) + ',' + Math.round(r.y + scrollY) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
    for (const e of l.getEntries()) if (!e.hadRecentInput) m.push({ value: e.value, nodes: (e.sources || []).map((s) => name(s.node) + ' ' + at(s.previousRect) + '→' + at(s.currentRect)), at: Math.round(scrollY) });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * In the page: scrolls through it a step at a time (so lazy widgets load), waiting at each stop
 * until every widget near the viewport, and every eager one, has rendered its first content (or
 * failed) and shows no loader, then two frames (shifts of the last render are reported before the next stop). One call
 * for the whole page: a throttled renderer spins while it waits on the test, so round trips cost.
 */
async function scrollThrough({ step, patienceMs }: { step: number; patienceMs: number }): Promise<void> {
  const settled = () =>
    [...document.querySelectorAll<HTMLElement>('[data-hb-name], [data-hb-widget], *')]
      .filter((el) => el.localName.startsWith('hb-') || el.dataset.hbName || el.dataset.hbWidget)
      .every((el) => {
        const r = el.getBoundingClientRect();
        // An eager widget (data-load="eager") started with the page, wherever it is: it is waited
        // for at the first stop, as a visitor reads the first screen while the page finishes what
        // it began. Not waited for, on a busy machine it could still be loading when a step of
        // 0.8 screens brought it into view (a microsite's homes, 1,046 px held, 102 px with none).
        if (el.dataset.load !== 'eager' && (r.bottom < -300 || r.top > innerHeight + 300)) return true;
        const host = el.localName === 'a' ? el.parentElement! : el;
        return (
          host.dataset.hbState === 'failed' ||
          el.dataset.hbState === 'failed' ||
          (host.querySelector('.hb-root > *') !== null && host.querySelector('.hb-loader') === null)
        );
      });
  const frame = () => new Promise(requestAnimationFrame);
  // A widget settles by changing the page (its content in, its loader out, data-hb-state): looked at
  // again on the next change, or after 100 ms (a widget brought into range by a layout, not a change).
  // The page is slowed 4× by a throttle that spins while it waits, so every idle 100 ms costs CPU.
  const changed = () =>
    new Promise<void>((resolve) => {
      const done = () => (observer.disconnect(), clearTimeout(timer), resolve());
      const observer = new MutationObserver(done);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      const timer = setTimeout(done, 100);
    });
  for (let y = 0; ; y += step) {
    window.scrollTo({ top: y, behavior: 'instant' });
    for (const end = performance.now() + patienceMs; !settled(); await changed())
      if (performance.now() > end) throw new Error(`The widgets near ${y} px did not settle within ${patienceMs} ms`);
    await frame();
    await frame();
    if (y + innerHeight >= document.documentElement.scrollHeight) return;
  }
}

/**
 * Loads `url` in a fresh context with the CPU slowed `throttle` times, then scrolls through the
 * page a viewport at a time (so lazy widgets load), waiting at each stop until the widgets in
 * view have settled, and returns the layout shifts a visitor saw.
 */
export async function measureLayoutShift(
  browser: Browser,
  url: string,
  { width = 1280, height = 900, throttle = 4, heights = false } = {},
): Promise<LayoutShiftReport> {
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(scrollThrough, { step: Math.round(height * 0.8), patienceMs: 20_000 });
    const shifts = await page.evaluate(
      () => (window as unknown as { __hbShifts: LayoutShiftReport['shifts'] }).__hbShifts,
    );
    const report: LayoutShiftReport = { total: Number(shifts.reduce((s, e) => s + e.value, 0).toFixed(4)), shifts };
    if (heights)
      report.heights = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.hb-widget')].map(
          (el) =>
            [
              [...el.classList].find((c) => c.startsWith('hb-widget--'))!.slice(11),
              Math.round(el.getBoundingClientRect().height),
            ] as [string, number],
        ),
      );
    return report;
  } finally {
    await context.close();
  }
}
