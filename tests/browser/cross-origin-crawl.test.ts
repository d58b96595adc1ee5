import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../demo/pages/registry';
import { FORM_CASES, emailFor } from './forms-fixtures';
import { chromiumOfWorker, countReadsInFlight, mountEveryWidget, startDemoServer } from './harness';

type Server = Awaited<ReturnType<typeof startDemoServer>>;

/** The gallery's link to a page nobody serves, which shows the site's 404 page on purpose. */
const DELIBERATE_404 = ['/this-page-does-not-exist'];
/**
 * The gallery (every widget at once, in its three forms) and pages that show the API's pictures,
 * documents and links in context, the 404 page's suggestions included: under a minute where the
 * whole demo (49 pages to hold every widget once) takes twice that; the accessibility crawl opens
 * every page on one origin.
 */
const CRAWLED = [
  '/gallery',
  '/',
  '/our-communities',
  '/community/lakeside-preserve',
  '/community/lakeside-preserve/floorplans/aspen',
  '/move-in-ready/501',
  '/our-floorplans/aspen',
  '/this-page-does-not-exist',
];

/** The widgets a page's markup holds, in any of the three forms (element, div, link). */
const widgetsIn = (html: string) =>
  [...html.matchAll(/<hb-([a-z0-9-]+)|data-hb-widget="([a-z0-9-]+)"|#hb-widget=([a-z0-9-]+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );

/** What only the API serves: asked of the pages' origin, it is a broken picture or a dead link. */
const API_ONLY = /^\/(api|forms|my-favorites\/.+\.json|demo-assets|demo-documents)\//;

/**
 * Issue 31: the whole demo as a CMS that is not the API would show it. Its pages on one origin
 * (DEMO_ROLE=pages: pages and the bundle, no API, no pictures, no documents, no loggedIn printed)
 * and the API on another (DEMO_ROLE=api, CORS_ORIGINS naming the pages' origin). Every picture
 * must load, srcset's choice included, and every link and document must answer from where it is.
 */
describe('the demo with its pages on one origin and its API on another', () => {
  const siteConfig: Record<string, unknown> = {};
  const corsOrigins: string[] = [];
  let pages: Server;
  let api: Server;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    pages = await startDemoServer({ role: 'pages', siteConfig });
    corsOrigins.push(pages.baseUrl);
    api = await startDemoServer({ role: 'api', corsOrigins });
    siteConfig.apiBase = `${api.baseUrl}/`;
    const browser = await chromiumOfWorker();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(countReadsInFlight);
    page = await context.newPage();
    // Chromium logs every 4xx as an error: the signed-out visitor's session read (401, what the
    // API answers) and the 404 page on purpose are expected; nothing else is.
    errors = [];
    const expected = (url: string) =>
      url === `${api.baseUrl}/my-favorites/my-profile` || DELIBERATE_404.some((p) => url === pages.baseUrl + p);
    page.on('console', (m) => m.type() === 'error' && !expected(m.location().url) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
  });
  afterAll(async () => {
    await page?.context().close();
    await Promise.all([pages?.close(), api?.close()]);
  });

  it('serves what each is for and nothing else', async () => {
    const status = async (url: string) => {
      const answer = await fetch(url, { redirect: 'manual' });
      await answer.body?.cancel();
      return answer.status;
    };
    expect(await status(`${pages.baseUrl}/our-floorplans`)).toBe(200);
    expect(await status(`${pages.baseUrl}/api/plan`)).toBe(404);
    expect(await status(`${pages.baseUrl}/demo-assets/community-3-large.svg`)).toBe(404);
    expect(await status(`${api.baseUrl}/api/plan`)).toBe(200);
    expect(await status(`${api.baseUrl}/our-floorplans`)).toBe(404);
  });

  it('shows every picture and leads to no dead link or document on any demo page', async () => {
    const broken: string[] = [];
    const wrongOrigin: string[] = [];
    const pictures = new Set<string>();
    let images = 0;
    const links = new Map<string, string>();
    const widgets = new Set<string>();
    for (const path of CRAWLED) {
      await page.goto(pages.baseUrl + path);
      for (const w of widgetsIn(await page.content())) widgets.add(w);
      await mountEveryWidget(page);
      const seen = await page.evaluate(async () => {
        const images = [...document.images].filter((i) => i.getAttribute('src') || i.getAttribute('srcset'));
        // Lazy pictures out of view (a closed gallery, a carousel's far cells) load too.
        for (const image of images) image.loading = 'eager';
        await Promise.all(
          images.map((image) =>
            image.complete
              ? undefined
              : new Promise((done) => {
                  image.addEventListener('load', done, { once: true });
                  image.addEventListener('error', done, { once: true });
                }),
          ),
        );
        return {
          images: images.map((i) => ({ url: i.currentSrc || i.src, loaded: i.naturalWidth > 0 })),
          links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
        };
      });
      for (const image of seen.images) {
        images++;
        pictures.add(image.url);
        if (!image.loaded) broken.push(`${image.url} on ${path}`);
      }
      for (const href of seen.links) if (!links.has(href)) links.set(href, path);
    }

    const dead: string[] = [];
    let checked = 0;
    for (const [href, from] of links) {
      const url = new URL(href);
      if (url.origin !== pages.baseUrl && url.origin !== api.baseUrl) continue;
      checked++;
      if (url.origin === pages.baseUrl && API_ONLY.test(url.pathname)) wrongOrigin.push(`${href} on ${from}`);
      if (DELIBERATE_404.includes(url.pathname)) continue;
      const answer = await fetch(url.origin + url.pathname + url.search, { redirect: 'manual' });
      await answer.body?.cancel();
      if (answer.status === 404) dead.push(`${href} on ${from}`);
    }
    console.log(
      `[cross-origin crawl] ${CRAWLED.length} pages holding ${widgets.size} widgets: ${images} images (${pictures.size} addresses) and ${checked} links checked`,
    );
    expect(broken).toEqual([]);
    expect(wrongOrigin).toEqual([]);
    expect(dead).toEqual([]);
    expect([...AREAS.flatMap((a) => a.cards.map((c) => c.widget))].filter((w) => !widgets.has(w))).toEqual([]);
    expect(pictures.size).toBeGreaterThan(30);
    expect([...pictures].some((url) => url.startsWith(`${api.baseUrl}/demo-assets/`))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('sends a lead to the API’s origin and loads its pseudo-confirmation there, with no console error', async () => {
    const lockIn = FORM_CASES.find((c) => c.definition.type === 'lock-in')!;
    errors.length = 0;
    await page.goto(pages.baseUrl + lockIn.page);
    const form = page.locator(lockIn.widget);
    await lockIn.fill(form, emailFor('cross-origin'));
    await form.getByRole('button', { name: lockIn.definition.submitLabel }).click();
    const frame = page.frameLocator('iframe[src*="/forms/pseudo-confirmation"]');
    await frame.getByText('Form received: lock-in').waitFor({ state: 'attached' });
    expect(await page.locator('iframe[src*="/forms/pseudo-confirmation"]').getAttribute('src')).toContain(
      `${api.baseUrl}/forms/pseudo-confirmation`,
    );
    expect(errors).toEqual([]);
  });
});
