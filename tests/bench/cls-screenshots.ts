/**
 * `npx tsx tests/bench/cls-screenshots.ts <outdir> [path…]`: each page at 375 and 1280 px twice,
 * while the widgets' code is held back (what widgets.css reserves) and once it has loaded, to look at.
 * Reads the last build in dist/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
import { DEFAULT_OUT_ROOT } from '../../esbuild.config';
import { findChromium, launchChromium } from '../browser/chromium';
import { startBenchDemo } from './bench-demo';

const [outdir = 'test-results/cls', ...paths] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const server = await startBenchDemo(DEFAULT_OUT_ROOT, Number(process.env.PORT ?? 0));
const baseUrl = server.baseUrl;
const browser = await launchChromium(await findChromium());
try {
  for (const path of paths.length ? paths : ['/', '/home-financing', '/contact-us'])
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const held: Route[] = [];
      // Widgets' code (hashed files, not the loader) waits until the first picture is taken.
      await context.route(/\/widgets\/.+-[A-Z0-9]{8}\.js$/, (route) => void held.push(route));
      const page = await context.newPage();
      await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.querySelector('[data-hb-name]') !== null);
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}`;
      await page.screenshot({ path: join(outdir, `${name}-loading.png`), fullPage: true });
      await context.unroute(/\/widgets\/.+-[A-Z0-9]{8}\.js$/);
      // unroute may already have let a held request go on.
      for (const route of held.splice(0)) await route.continue().catch(() => {});
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-hb-name]')].every(
          (el) => el.getAttribute('data-hb-state') || el.getBoundingClientRect().top > innerHeight + 300,
        ),
      );
      await page
        .waitForFunction(() => document.querySelector('.hb-loader') === null, undefined, { timeout: 15_000 })
        .catch(() => {});
      await page.screenshot({ path: join(outdir, `${name}-loaded.png`), fullPage: true });
      await context.close();
    }
} finally {
  await browser.close();
  server.close();
}
