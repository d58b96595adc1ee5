import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createApp, type DemoOptions } from '../../demo/app';
import { listen } from '../../demo/listen';
import { demoSettings, randomToken } from '../../demo/security/settings';
import { createDemoState, type DemoState } from '../../demo/state';
import { launchChromium } from './chromium';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Where every test server also answers axe-core, as a script the page may cache: loaded by a
 * script element (the page's `script-src 'self'` allows it), Chromium compiles it once a
 * renderer, not once a scan as a string evaluated in the page would be (a fifth of a scan's CPU).
 */
const AXE_PATH = '/__hb-test/axe.min.js';
const withAxe =
  (fetchPage: (request: Request) => Response | Promise<Response>) =>
  (request: Request): Response | Promise<Response> =>
    new URL(request.url).pathname === AXE_PATH
      ? new Response(axeSource, {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'max-age=86400, immutable' },
        })
      : fetchPage(request);

export interface Demo {
  /** http://127.0.0.1:<port> of this file's own demo server. */
  baseUrl: string;
  /** The server's memory: submissions, faults, accounts. */
  state: DemoState;
  /** The /demo controls' token (send it as X-Demo-Token). */
  token: string;
  browser: Browser;
  /**
   * A fresh page (own context: cookies, storage) at a width of 1280 unless told otherwise. With
   * `clock`, the page's time stands still from before its scripts run: only page.clock.runFor
   * moves it, so a test sees what a timer does just before and just after it is due.
   */
  open(path: string, options?: OpenOptions): Promise<Page>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /** true: paused (see open); 'running': installed before the page's scripts and left running. */
  clock?: boolean | 'running';
}

export interface UseDemoOptions {
  /**
   * The file reads what forms post off the wire (request.postDataJSON()). Chromium hands a post's
   * body to Playwright only for a request it intercepts, so each page of such a file passes its
   * posts to /forms/ and /my-favorites/ through a route; other files' pages run uninterrupted.
   */
  readsPostBodies?: boolean;
}

/** A demo server of the tests' build on a free port of 127.0.0.1 (options as createApp's). */
export async function startDemoServer(
  options: Omit<DemoOptions, 'distRoot'> = {},
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const { server, port } = await listen(withAxe(createApp({ distRoot: inject('distRoot'), ...options }).fetch), {
    port: 0,
    hostname: '127.0.0.1',
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * One demo server for a test file, and the worker's Chromium (chromiumOfWorker), started before
 * the file's tests; the server stops after them and the contexts the file opened are closed.
 * Pages are served with the demo's strict Content-Security-Policy in force. Every context a test
 * opens (demo.open, demo.browser.newContext or newPage) is closed when the test ends, so no page
 * with a map or a slideshow keeps running behind the next test; those opened in a beforeAll live
 * until the file's end.
 */
export function useDemo({ readsPostBodies = false }: UseDemoOptions = {}): Demo {
  let close: () => Promise<void> = async () => {};
  const demo = { state: createDemoState(), token: randomToken() } as Demo;
  beforeAll(async () => {
    const server = await startDemoServer({
      state: demo.state,
      settings: demoSettings({ controls: { token: demo.token } }),
    });
    demo.baseUrl = server.baseUrl;
    demo.browser = await chromiumOfWorker();
    const closeContexts = contextsOpenedFromNow(demo.browser);
    close = async () => {
      await closeContexts();
      await server.close();
    };
  });
  let closeTestContexts = async () => {};
  beforeEach(() => {
    closeTestContexts = contextsOpenedFromNow(demo.browser);
  });
  afterEach(() => closeTestContexts());
  afterAll(() => close());
  demo.open = async (path, { width = 1280, height = 900, reducedMotion = false, clock = false } = {}) => {
    const context = await demo.browser.newContext({
      viewport: { width, height },
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    });
    if (readsPostBodies)
      await context.route(
        (url) => /^\/(forms|my-favorites)\//.test(url.pathname),
        (route) => route.continue(),
      );
    await context.addInitScript(countReadsInFlight);
    const page = await context.newPage();
    if (clock === 'running') await page.clock.install();
    else if (clock) {
      // Paused a little ahead of the install (it cannot pause in the past); nothing is due yet.
      const now = Date.now();
      await page.clock.install({ time: now });
      await page.clock.pauseAt(now + 10_000);
    }
    await page.goto(demo.baseUrl + path);
    return page;
  };
  return demo;
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The worker's Chromium: launched by the first file the worker runs and shared by the files after
 * it (the browser project keeps a worker's modules from file to file), so a run launches one a
 * worker. Driven in the worker's own process, not over a socket to a browser server: the
 * protocol's messages are not copied through a second process. Playwright ends it with the worker.
 */
export const chromiumOfWorker = (): Promise<Browser> => (workerChromium ??= launchChromium(inject('chromium')));

/** Closes, when called, every context of `browser` opened since this call (a file's, a test's). */
export function contextsOpenedFromNow(browser: Browser): () => Promise<void> {
  const before = new Set(browser.contexts());
  return async () => {
    await Promise.all(
      browser
        .contexts()
        .filter((c) => !before.has(c))
        .map((c) => c.close().catch(() => {})),
    );
  };
}

/** In the page, before its scripts: counts the fetches under way, so a test can wait for none (pageSettled). */
export function countReadsInFlight() {
  const w = window as unknown as { hbFetchesInFlight: number };
  const original = window.fetch.bind(window);
  w.hbFetchesInFlight = 0;
  window.fetch = (...args: Parameters<typeof fetch>) => {
    w.hbFetchesInFlight++;
    return original(...args).finally(() => w.hbFetchesInFlight--);
  };
}

/**
 * Waits until the page has nothing under way a test could see: no fetch in flight and no loader
 * shown, for three animation frames in a row (an effect runs a frame after its render and may
 * start a read). The awaited stand-in for "networkidle", without its half second of silence.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { hbQuietFrames: number }).hbQuietFrames = 0));
  await page.waitForFunction(
    () => {
      const w = window as unknown as { hbFetchesInFlight: number; hbQuietFrames: number };
      const quiet = w.hbFetchesInFlight === 0 && !document.querySelector('.hb-loader');
      w.hbQuietFrames = quiet ? w.hbQuietFrames + 1 : 0;
      return w.hbQuietFrames >= 3;
    },
    null,
    { polling: 'raf' },
  );
}

/**
 * Brings each widget of the page near the viewport in turn and waits for it to mount, then for
 * the page to settle; with `links`, first each widget link (loader/widget-links.ts) until it has
 * become its widget's element. Fails naming every widget whose code did not load
 * (data-hb-state="failed"), that never mounted, or a link that never became its widget: a
 * fallback is not what an accessibility scan is for.
 */
export async function mountEveryWidget(page: Page, { links: withLinks = false } = {}): Promise<void> {
  const problems = await page.evaluate(
    async ({ patienceMs, withLinks }) => {
      // A scheduled link (data-hb-name) is upgraded once near the viewport: the host the widget
      // mounts in takes its place, with the link inside as its fallback until the widget replaces it
      // (core/platform/link-host.ts).
      const upgraded = (a: HTMLElement) =>
        !a.isConnected || a.parentElement!.hasAttribute('data-hb-widget') || a.dataset.hbState === 'failed';
      const links = withLinks
        ? [...document.querySelectorAll<HTMLElement>('a[data-hb-name]')].filter((a) => !upgraded(a))
        : [];
      for (const a of links)
        for (const end = Date.now() + patienceMs; !upgraded(a) && Date.now() < end; ) {
          a.scrollIntoView({ block: 'center' });
          await new Promise((r) => setTimeout(r, 50));
        }
      const stillLinks = links
        .filter((a) => !upgraded(a))
        .map((a) => `a[href="${a.getAttribute('href')}"]: never became its widget`);
      const widgets = [...document.querySelectorAll<HTMLElement>('*')].filter(
        (e) => e.localName.startsWith('hb-') || e.hasAttribute('data-hb-widget'),
      );
      const mounted = (el: HTMLElement) => el.querySelector(':scope > .hb-root > *') !== null;
      const heard = widgets.map(
        (el) =>
          new Promise<void>((resolve) => {
            const done = (e: Event) => e.target === el && resolve();
            el.addEventListener('hb:ready', done);
            el.addEventListener('hb:error', done);
            if (mounted(el) || el.dataset.hbState === 'failed') resolve();
          }),
      );
      for (const [i, el] of widgets.entries()) {
        // Brought back into view until it answers: a page may scroll on its own meanwhile (a
        // microsite settling its sections), taking a lazy widget away before it came near.
        let answered = false;
        void heard[i].then(() => (answered = true));
        for (const end = Date.now() + patienceMs; !answered && Date.now() < end; ) {
          el.scrollIntoView({ block: 'center' });
          await Promise.race([heard[i], new Promise((r) => setTimeout(r, 250))]);
        }
      }
      scrollTo(0, 0);
      const name = (el: HTMLElement) =>
        (el.dataset.hbWidget ? `div[data-hb-widget="${el.dataset.hbWidget}"]` : el.localName) +
        (el.id ? `#${el.id}` : '');
      return stillLinks.concat(
        widgets.flatMap((el) =>
          el.dataset.hbState === 'failed'
            ? [`${name(el)}: its code did not load`]
            : mounted(el)
              ? []
              : [`${name(el)}: never mounted`],
        ),
      );
    },
    { patienceMs: 10_000, withLinks },
  );
  if (problems.length) throw new Error(`Not every widget of ${page.url()} mounted:\n${problems.join('\n')}`);
  await pageSettled(page);
}

/**
 * Waits until the page's layout holds still after a change of viewport: the page's height, every
 * widget's box and every carousel's position the same for 300 ms of frames (a carousel lays
 * itself out again 150 ms after the last resize event; a map fits its markers after it).
 */
export async function layoutSteady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const signature = () =>
      JSON.stringify([
        document.documentElement.scrollHeight,
        [...document.querySelectorAll<HTMLElement>('.hb-widget')].map((el) => {
          const r = el.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        }),
        [...document.querySelectorAll<HTMLElement>('.flickity-slider')].map((el) => el.style.transform),
      ]);
    let last = signature();
    // A page that never holds still (a slideshow mid-glide) is read as it is after 10 s.
    const giveUp = performance.now() + 10_000;
    for (let since = performance.now(); performance.now() - since < 300 && performance.now() < giveUp; ) {
      await new Promise(requestAnimationFrame);
      const now = signature();
      if (now !== last) [last, since] = [now, performance.now()];
    }
  });
}

/** Waits until the widget in `selector` has mounted (the platform marks it ready). */
export async function widgetReady(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(`${selector} .hb-root > *`, { state: 'attached' });
}

type AxeWindow = {
  axe: {
    run(
      ctx: unknown,
      opts: unknown,
    ): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
  };
  hbAxe?: Promise<string[]>;
  hbAxeDone?: string[];
};

/**
 * What a scan covers. 'widgets': the page's widgets (every mounted host, `.hb-widget`, with their
 * dialogs and the compare tray) but the footer, the one widget on every page: the crawl of every
 * demo page (accessibility-*.test.ts) scans each whole page once at each width, so a test scanning
 * a state of its own need not scan the CMS's page around it again. A page without widgets (a
 * printable sheet) is scanned whole. 'page': the whole page. A selector: that part. `{ exclude }`:
 * the whole page (its page-level rules too) but the parts that repeat what the scan already covers.
 */
export type AxeScope = 'widgets' | 'page' | { exclude: string } | (string & {});

/** Starts axe-core (WCAG 2.2 A and AA) in the page; its result lands in window.hbAxeDone. */
async function startAxe(page: Page, scope: AxeScope): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window)))
    // A page of another server (a test's own, a CMS's) gets the source evaluated instead.
    await page.addScriptTag({ url: AXE_PATH }).catch(() => page.evaluate(axeSource));
  await page.evaluate((scope) => {
    const w = window as unknown as AxeWindow;
    const widgets = document.querySelector('.hb-widget:not(.hb-widget--footer)') !== null;
    const context =
      scope === 'page' || (scope === 'widgets' && !widgets)
        ? document
        : scope === 'widgets'
          ? { include: [['.hb-widget']], exclude: [['.hb-widget--footer']] }
          : typeof scope === 'object'
            ? { include: [[':root']], exclude: [[scope.exclude]] }
            : { include: [scope] };
    w.hbAxeDone = undefined;
    w.hbAxe = w.axe
      .run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        // Only violations are read: axe then builds no selector for the passing nodes (a part of each scan).
        resultTypes: ['violations'],
      })
      .then(
        (result) =>
          (w.hbAxeDone = result.violations.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          )),
      );
  }, scope);
}

function failOn(violations: string[]): void {
  if (violations.length)
    throw new Error(`axe found ${violations.length} WCAG 2.2 AA violation(s):\n${violations.join('\n')}`);
}

/**
 * Runs axe-core for WCAG 2.2 A and AA and fails with a readable list of what it found.
 * axe is evaluated as text, so the page's Content-Security-Policy stays in force.
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = 'widgets'): Promise<void> {
  await startAxe(page, scope);
  failOn(await page.evaluate(() => (window as unknown as AxeWindow).hbAxe!));
}

/**
 * The same on a page whose clock a test has paused (page.clock.pauseAt), so a form's dismiss or
 * reload timer cannot change the page while axe reads it. axe waits on timers of its own, so
 * the page clock moves on in 1 ms steps while it runs, at most `withinMs`, short of those timers.
 */
export async function expectNoAxeViolationsOnPausedClock(
  page: Page,
  withinMs = 500,
  scope: AxeScope = 'widgets',
): Promise<void> {
  await startAxe(page, scope);
  for (let ms = 0; ms <= withinMs; ms++) {
    const violations = await page.evaluate(() => (window as unknown as AxeWindow).hbAxeDone);
    if (violations) return failOn(violations);
    await page.clock.runFor(1);
  }
  throw new Error(`axe did not finish within ${withinMs} ms of page time`);
}

/** Waits for the page's next `count` animation frames (intersection observers report in a frame's rendering step). */
export async function nextFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
  }, count);
}

/** Console errors of a page, collected from now on (for "no error" checks). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
