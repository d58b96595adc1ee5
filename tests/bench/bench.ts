/**
 * `npm run bench`: sizes of every output file (gzip, brotli) of the shipped build against a
 * React 19 build of the same sources, then page metrics in Chromium with 4× CPU throttling.
 * Area benchmarks (tests/bench/<area>.ts exporting bench<Area>) are run when present.
 * `npm run bench -- floorplans` builds the shipped bundle and runs that area's benchmark alone;
 * `npm run bench -- pages [/path …]` builds both and prints the page metrics alone;
 * with HB_BENCH_DIST=<a dist folder> it measures that build instead (e.g. one made before a change);
 * floorplans with HB_BENCH_BEFORE=<a dist folder> measures its load on both builds, taking turns.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { AREAS } from '../../demo/pages/registry';
import { buildWidgets, printSizes } from '../../esbuild.config';
import { findChromium, launchChromium } from '../browser/chromium';
import { startBenchDemo } from './bench-demo';
import { pageJavaScript, pageJavaScriptWithLazy } from '../build/bundle-sizes';
import { measurePage, type PageMetrics } from './page-metrics';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s: string | number, n: number) => String(s).padStart(n);

const AREA_BENCHES = [
  ['floorplans', 'benchFloorplans'],
  ['maps', 'benchMaps'],
  ['forms', 'benchForms'],
  ['loader', 'benchLoader'],
] as const;
const args = process.argv.slice(2);
const only = AREA_BENCHES.filter(([file]) => args.includes(file));
/** `npm run bench -- pages [/path …]`: the page metrics alone, of every demo page or of those named. */
const pagesOnly = args.includes('pages');
const pathsNamed = args.filter((a) => a.startsWith('/'));

async function printBundleSizes() {
  const shipped = await buildWidgets('preact');
  const react = await buildWidgets('react');
  printSizes(shipped.outdir);
  printSizes(react.outdir);

  console.log('\nJavaScript of a page with only one widget (loader + manifest + widget + its static chunks)');
  console.log(
    `  ${'widget'.padEnd(28)}${pad('shipped gzip', 14)}${pad('brotli', 10)}${pad('React gzip', 14)}${pad('brotli', 10)}`,
  );
  const brotli = (dir: string, files: string[]) =>
    files.reduce((s, f) => s + brotliCompressSync(readFileSync(join(dir, f))).length, 0);
  for (const widget of Object.keys(shipped.manifest)) {
    const a = pageJavaScript(shipped.outdir, widget);
    const b = pageJavaScript(react.outdir, widget);
    console.log(
      `  ${widget.padEnd(28)}${pad(kb(a.gzip), 14)}${pad(kb(brotli(shipped.outdir, a.files)), 10)}${pad(kb(b.gzip), 14)}${pad(kb(brotli(react.outdir, b.files)), 10)}`,
    );
  }
  // Issue #9: the detail page with its carousel's engine, which comes as the carousel mounts.
  const flickity = /^flickity-engine-\w+\.js$/;
  const [a, b] = [
    pageJavaScriptWithLazy(shipped.outdir, 'home-detail', flickity),
    pageJavaScriptWithLazy(react.outdir, 'home-detail', flickity),
  ];
  console.log(
    `  ${'home-detail + flickity'.padEnd(28)}${pad(kb(a.gzip), 14)}${pad(kb(brotli(shipped.outdir, a.files)), 10)}${pad(kb(b.gzip), 14)}${pad(kb(brotli(react.outdir, b.files)), 10)}   (issue #9: at most 45 KB)`,
  );
}

async function printPageMetrics(browser: Browser, baseUrl: string) {
  const paths = pathsNamed.length
    ? pathsNamed
    : AREAS.flatMap((a) => a.pages.map((p) => p.path)).filter((p) => !p.includes(':') && !p.startsWith('/demo/'));
  console.log('\nPage metrics, Chromium, 4× CPU throttling, 1280 px (median of 3 loads)');
  console.log(
    `  ${'page'.padEnd(34)}${'build'.padEnd(8)}${pad('TBT ms', 8)}${pad('long', 6)}${pad('CLS', 8)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('ready ms', 10)}${pad('JS (raw)', 10)}  LCP element`,
  );
  for (const path of paths)
    for (const build of ['shipped', 'react'] as const) {
      const runs: PageMetrics[] = [];
      for (let i = 0; i < 3; i++)
        runs.push(
          await measurePage(
            browser,
            `${baseUrl}${path}${build === 'react' ? `${path.includes('?') ? '&' : '?'}build=react` : ''}`,
          ),
        );
      const middle = <K extends keyof PageMetrics>(k: K) => [...runs].sort((x, y) => Number(x[k]) - Number(y[k]))[1];
      const median = <K extends keyof PageMetrics>(k: K) => middle(k)[k];
      console.log(
        `  ${path.padEnd(34)}${build.padEnd(8)}${pad(median('totalBlockingTimeMs'), 8)}${pad(median('longTasks'), 6)}${pad(median('cumulativeLayoutShift'), 8)}${pad(median('firstContentfulPaintMs') ?? '-', 8)}${pad(median('largestContentfulPaintMs') ?? '-', 8)}${pad(median('widgetsReadyMs') ?? '-', 10)}${pad(kb(Number(median('javaScriptBytes'))), 10)}  ${middle('largestContentfulPaintMs').largestContentfulPaintElement}`,
      );
    }
}

const distRoot = process.env.HB_BENCH_DIST;
if (pagesOnly) distRoot || (await buildWidgets('preact'), await buildWidgets('react'));
else if (only.length) distRoot || (await buildWidgets('preact'));
else await printBundleSizes();

const server = await startBenchDemo(distRoot);
const baseUrl = server.baseUrl;
const browser = await launchChromium(await findChromium());

try {
  if (!only.length) await printPageMetrics(browser, baseUrl);
  for (const [file, fn] of pagesOnly ? [] : only.length ? only : AREA_BENCHES) {
    const path = join(import.meta.dirname, `${file}.ts`);
    if (!existsSync(path)) continue;
    const area = (await import(path)) as Record<
      string,
      (ctx: { browser: Browser; baseUrl: string }) => Promise<Record<string, number | string>>
    >;
    if (typeof area[fn] !== 'function') continue;
    console.log(`\n${file}`);
    for (const [k, v] of Object.entries(await area[fn]({ browser, baseUrl })))
      console.log(`  ${k.padEnd(82)}${pad(v, 6)}`);
  }
} finally {
  await browser.close();
  server.close();
}
