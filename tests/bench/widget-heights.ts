/**
 * `npx tsx tests/bench/widget-heights.ts`: the loaded height of every widget on the demo pages at
 * 375, 900 and 1280 px (spec.md's phone, tablet, desktop), the numbers widgets/<name>/reserve.ts
 * declares. Reads the last build in dist/ (HB_DIST to read another).
 */
import { DEFAULT_OUT_ROOT } from '../../esbuild.config';
import { findChromium, launchChromium } from '../browser/chromium';
import { startBenchDemo } from './bench-demo';
import { measureLayoutShift } from '../browser/layout-shift';
import { demoPaths } from './demo-paths';

const server = await startBenchDemo(process.env.HB_DIST ?? DEFAULT_OUT_ROOT);
const baseUrl = server.baseUrl;
const browser = await launchChromium(await findChromium());
const heights: Record<string, Record<number, number[]>> = {};
try {
  for (const path of process.argv.slice(2).length ? process.argv.slice(2) : demoPaths())
    for (const width of [375, 900, 1280]) {
      const found = await measureLayoutShift(browser, baseUrl + path, { width, throttle: 1, heights: true }).catch(
        () => undefined,
      );
      for (const [name, h] of found?.heights ?? []) ((heights[name] ??= {})[width] ??= []).push(h);
      if (process.env.HB_VERBOSE) console.log(path, width, JSON.stringify(found?.heights ?? 'timed out'));
    }
} finally {
  await browser.close();
  server.close();
}
for (const [name, byWidth] of Object.entries(heights).sort())
  console.log(name.padEnd(28), [375, 900, 1280].map((w) => `${w}: ${(byWidth[w] ?? []).join('/')}`).join('   '));
