/**
 * `npm run bench -- loader` (issue #8): what the loader makes a visitor wait for, in Chromium at
 * 4× CPU throttling.
 *   - With 150 ms of added latency (CDP Network.emulateNetworkConditions): from a widget scrolled
 *     into the viewport to its hb:ready, for widgets of different module depth. Its line of the
 *     manifest has come already; the code of the widget and of every chunk it imports has not.
 *   - /demo/many-hearts, signed in: 50 hearts in view, from navigation to the last hb:ready, the
 *     blocking time until then and how many favorites reads went out.
 *   - /demo/many-calculators: 50 calculators loaded eagerly, the same figures.
 *   - Each of those two pages without our code: its first contentful paint, the floor under them.
 * `HB_BENCH_DIST=/some/dist npm run bench -- loader` measures another build (e.g. before a change);
 * `HB_BENCH_BEFORE=/some/dist` measures the crowds on that build too, the two taking turns.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { startBenchDemo } from './bench-demo';
import { consoleLine, READY_LINE } from './until-ready';

const THROTTLE = 4;
const LATENCY_MS = 150;
const RUNS = 3;

/** Widgets of increasing module depth, with the attributes they need. */
const WIDGETS: [name: string, attributes: string][] = [
  ['section-nav', `data-sections='[{"id":"x","label":"X"}]'`],
  ['mortgage-calculator', ''],
  ['favorite-button', 'data-type="plan" data-id="1" data-name="Aspen"'],
  ['floorplans', ''],
  ['contact-us', ''],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function throttled(context: BrowserContext, latency = 0) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (latency) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
}

/** Milliseconds from a widget scrolled into view to its hb:ready, code not yet fetched. */
export async function viewToReady(
  browser: Browser,
  baseUrl: string,
  name: string,
  attributes: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await throttled(context, LATENCY_MS);
  await page.goto(`${baseUrl}/demo/blank`, { waitUntil: 'load' });
  // The loader asks for a widget's line of the manifest as it finds the widget, far below: as on a
  // page that holds it, the line has come before the visitor scrolls to it.
  await page.evaluate(
    (markup) => document.querySelector('main')!.insertAdjacentHTML('beforeend', markup),
    `<div class="cms-spacer"></div><hb-${name} id="measured" ${attributes}></hb-${name}>`,
  );
  await page.waitForFunction(
    (line) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(line)),
    `/${name}.js`,
    { polling: 50 },
  );
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const el = document.getElementById('measured')!;
        const start = performance.now();
        el.addEventListener('hb:ready', () => resolve(performance.now() - start), { once: true });
        el.scrollIntoView();
      }),
  );
  await context.close();
  return Math.round(ms);
}

/** The crowd's recorder: long tasks, and each hb:ready; at the `count`th it writes READY_LINE. */
const observe = (count: number) => `(() => {
  const m = (window.__hbCrowd = { longTasks: [], ready: [] });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('hb:ready', () => m.ready.push(performance.now()) === ${count} && console.log(${JSON.stringify(READY_LINE)}));
})();`;

interface Crowd {
  readyMs: number;
  ready: number;
  blockingMs: number;
  longestTaskMs: number;
  favoritesReads: number;
}

/** Loads a crowded page (signed in when asked) and reads when its widgets were all ready and what blocked on the way. */
async function crowd(
  browser: Browser,
  baseUrl: string,
  path: string,
  count: number,
  { signedIn = false } = {},
): Promise<Crowd> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (signedIn) {
    const email = `bench-${Math.random().toString(36).slice(2)}@example.com`;
    await context.request.post(`${baseUrl}/my-favorites/create-account`, {
      form: { first_name: 'Ana', last_name: 'Reyes', email, password: 'sunshine-42' },
      headers: { Origin: baseUrl },
    });
  }
  await context.addInitScript(observe(count));
  const page = await throttled(context);
  let favoritesReads = 0;
  page.on('request', (r) => /\/api\/favorite(\?|$)/.test(r.url()) && r.method() === 'GET' && favoritesReads++);
  // Heard, not asked (until-ready.ts): polling the count would add main-thread work to what is measured.
  const allReady = consoleLine(page, READY_LINE, 30_000, `${count} widgets were not all ready`);
  await page.goto(`${baseUrl}${path}`);
  await allReady;
  // Long tasks are reported after they end: one more frame sees the last.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const raw = await page.evaluate(
    () => (window as unknown as { __hbCrowd: { longTasks: [number, number][]; ready: number[] } }).__hbCrowd,
  );
  await context.close();
  const readyMs = Math.max(...raw.ready);
  const until = raw.longTasks.filter(([start]) => start < readyMs);
  return {
    readyMs: Math.round(readyMs),
    ready: raw.ready.length,
    blockingMs: Math.round(until.reduce((s, [, d]) => s + Math.max(0, d - 50), 0)),
    longestTaskMs: Math.round(Math.max(0, ...until.map(([, d]) => d))),
    favoritesReads,
  };
}

/**
 * The same page without our code (loader.js answered empty): when its first content is painted.
 * What the page costs on its own (parsing, the first style and layout) comes before any widget can
 * start, so this is the floor under the crowd's last hb:ready.
 */
async function bareFirstPaint(browser: Browser, baseUrl: string, path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(/\/widgets\/loader\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const page = await throttled(context);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  await context.close();
  return Math.round(fcp);
}

export async function benchLoader({
  browser,
  baseUrl,
}: {
  browser: Browser;
  baseUrl: string;
}): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const [name, attributes] of WIDGETS) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await viewToReady(browser, baseUrl, name, attributes));
    out[`${name}: in view to hb:ready, ${LATENCY_MS} ms latency, ${THROTTLE}x CPU (ms, median of ${RUNS})`] =
      median(runs);
  }
  // HB_BENCH_BEFORE=<another dist folder>: the crowds load on both builds, taking turns, 10 loads
  // each, so this machine's noise falls on both alike.
  const before = process.env.HB_BENCH_BEFORE ? await startBenchDemo(process.env.HB_BENCH_BEFORE) : undefined;
  const bases = [baseUrl, ...(before ? [before.baseUrl] : [])];
  const rounds = before ? 10 : RUNS;
  for (const [label, path, signedIn] of [
    ['50 hearts, signed in', '/demo/many-hearts', true],
    ['50 calculators, eager', '/demo/many-calculators', false],
  ] as const) {
    const runs: Crowd[][] = bases.map(() => []);
    for (let i = 0; i < rounds; i++)
      for (const b of i % 2 ? [...bases.keys()].reverse() : bases.keys())
        runs[b].push(await crowd(browser, bases[b], path, 50, { signedIn }));
    const pick = (k: keyof Crowd, b = 0) => median(runs[b].map((r) => r[k]));
    out[`${label}: navigation to the last hb:ready (ms, median of ${rounds})`] = pick('readyMs');
    out[`${label}: blocking time until then (ms, median)`] = pick('blockingMs');
    out[`${label}: longest task (ms, median)`] = pick('longestTaskMs');
    if (signedIn) out[`${label}: favorites reads on the wire (median)`] = pick('favoritesReads');
    if (before) {
      out[`${label}, the build in HB_BENCH_BEFORE (taking turns): last hb:ready (ms, median)`] = pick('readyMs', 1);
      out[`${label}, the build in HB_BENCH_BEFORE: blocking time (ms, median)`] = pick('blockingMs', 1);
      // Every load, in order: a median alone hides this machine's spread.
      out[`${label}, each load, this build / the other: last hb:ready (ms)`] = runs[0]
        .map((r, i) => `${r.readyMs}/${runs[1][i].readyMs}`)
        .join(' ');
    }
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) bare.push(await bareFirstPaint(browser, baseUrl, path));
    out[`${label}: the page without our code, first contentful paint (ms, median)`] = median(bare);
  }
  before?.close();
  return out;
}
