/**
 * `npx tsx tests/bench/lcp.ts [base-url] [path…]`: the Largest Contentful Paint of demo pages at
 * 1280 px (and 375 px with HB_LCP_375), 4× CPU, with the element that painted it. Against a
 * running demo (default http://localhost:8080).
 */
import { findChromium, launchChromium } from '../browser/chromium';

const [base = 'http://localhost:8080', ...given] = process.argv.slice(2);
const paths = given.length ? given : ['/our-floorplans/aspen', '/move-in-ready/501', '/community/lakeside-preserve'];
const OBSERVE = `window.__hbLcp = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) {
  const n = e.element; window.__hbLcp.push({ t: Math.round(e.startTime), size: e.size,
    el: n ? n.localName + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '') : '(gone)',
    src: e.url ? e.url.replace(location.origin, '') : (n && n.textContent || '').slice(0, 40) }); } })
  .observe({ type: 'largest-contentful-paint', buffered: true });`;
const browser = await launchChromium(await findChromium());
try {
  for (const width of process.env.HB_LCP_375 ? [375, 1280] : [1280])
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const entries = (await page.evaluate('window.__hbLcp')) as { t: number; size: number; el: string; src: string }[];
      const last = entries.at(-1);
      console.log(
        `${width} ${path}: LCP ${last?.t} ms, ${last?.el} ${last?.src} (${last?.size} px²; ${entries.length} entries)`,
      );
      await context.close();
    }
} finally {
  await browser.close();
}
