import type { Browser } from 'playwright-core';
import { consoleLine, READY_LINE, SHOWN_LINE } from './until-ready';

export interface PageMetrics {
  /** Sum of the part of each long task beyond 50 ms, until the widgets are ready. */
  totalBlockingTimeMs: number;
  longTasks: number;
  cumulativeLayoutShift: number;
  /** From navigation start until the last widget in view said hb:ready. */
  widgetsReadyMs: number | null;
  widgetsReady: number;
  /** From navigation start until the `until` selector matched (in the DOM, before its paint). */
  shownMs: number | null;
  /** First contentful paint and largest contentful paint, from navigation start. */
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  /** What the largest contentful paint was: the element's tag and first class, or an image's file. */
  largestContentfulPaintElement: string;
  /** JavaScript the page fetched, uncompressed (its resource timing's decodedBodySize). */
  javaScriptBytes: number;
}

/**
 * Collected in the page from its first byte (an init script runs before any page script). Once the
 * page has loaded it counts the widgets in view (those the visitor waits for) and writes READY_LINE
 * when that many have said hb:ready; with `until`, SHOWN_LINE when that selector matches.
 */
const observe = (until: string) => `(() => {
  const m = (window.__hbBench = { longTasks: [], shifts: 0, ready: [], fcp: null, lcp: null, lcpElement: '', shown: null });
  const describe = (e) => e.element ? e.element.localName + (typeof e.element.className === 'string' && e.element.className ? '.' + e.element.className.split(' ')[0] : '') : (e.url || '').split('/').pop();
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  // Each entry is a larger paint than the one before; the last one seen is the page's LCP.
  new PerformanceObserver((l) => { const e = l.getEntries().at(-1); if (e) (m.lcp = e.startTime), (m.lcpElement = describe(e)); }).observe({ type: 'largest-contentful-paint', buffered: true });
  let count = Infinity;
  const check = () => m.ready.length >= count && ((count = Infinity), console.log(${JSON.stringify(READY_LINE)}));
  document.addEventListener('hb:ready', () => (m.ready.push(performance.now()), check()));
  addEventListener('load', () => {
    count = [...document.querySelectorAll('*')].filter((e) => (e.localName.startsWith('hb-') || e.hasAttribute('data-hb-widget')) && e.getBoundingClientRect().top < innerHeight + 300).length;
    check();
    const until = ${JSON.stringify(until)};
    if (!until) return;
    const seen = () => document.querySelector(until) && (observer.disconnect(), (m.shown = performance.now()), console.log(${JSON.stringify(SHOWN_LINE)}));
    const observer = new MutationObserver(seen);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    seen();
  });
})();`;

/**
 * Loads a page in Chromium with the CPU slowed `throttle` times and reads what the visitor waited
 * for: until the widgets in view are ready and, with `until`, that selector is shown (hb:ready
 * comes with a widget's first render, its loading state: a list's data comes after it), then 500 ms.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { throttle = 4, width = 1280, until = '' } = {},
): Promise<PageMetrics> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(observe(until));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Heard, not asked: nothing runs in the page until the measured part is over.
  const ready = consoleLine(page, READY_LINE, 20_000, 'the widgets in view were not all ready').catch(() => {});
  const shown = until ? consoleLine(page, SHOWN_LINE, 30_000, `${until} was not shown`) : null;
  await page.goto(url, { waitUntil: 'load' });
  await ready;
  if (shown) await shown;
  await page.waitForTimeout(500);
  const raw = await page.evaluate(() => ({
    ...(
      window as unknown as {
        __hbBench: {
          longTasks: number[];
          shifts: number;
          ready: number[];
          fcp: number | null;
          lcp: number | null;
          lcpElement: string;
          shown: number | null;
        };
      }
    ).__hbBench,
    // The page's own account of what it fetched (a response handler in Node could still be
    // reading a body as the page closes, and count it or not).
    javaScriptBytes: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.js(\?|$)/.test(e.name))
      .reduce((sum, e) => sum + e.decodedBodySize, 0),
  }));
  await context.close();
  return {
    totalBlockingTimeMs: Math.round(raw.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
    longTasks: raw.longTasks.length,
    cumulativeLayoutShift: Number(raw.shifts.toFixed(4)),
    widgetsReadyMs: raw.ready.length ? Math.round(Math.max(...raw.ready)) : null,
    widgetsReady: raw.ready.length,
    shownMs: raw.shown === null ? null : Math.round(raw.shown),
    firstContentfulPaintMs: raw.fcp === null ? null : Math.round(raw.fcp),
    largestContentfulPaintMs: raw.lcp === null ? null : Math.round(raw.lcp),
    largestContentfulPaintElement: raw.lcpElement,
    javaScriptBytes: raw.javaScriptBytes,
  };
}
