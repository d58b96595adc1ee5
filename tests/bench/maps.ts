/**
 * `npm run bench`, maps: the weight of the communities map page without and with a maps key,
 * and proof that the Google path (google-map-react's chunk and the Maps script) is not
 * fetched while the map is far below the fold, only once it is scrolled near.
 * Offline here, so the Maps script is blocked: Google's own script (some 200 KB) is not counted.
 */
import type { Browser, Page } from 'playwright-core';

const MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;
const GOOGLE_CHUNK = /google-map-surface-[A-Z0-9]+\.js/;
/** The keyless map's schematic outline of Polk County: a chunk of its own. */
const OUTLINE_CHUNK = /polk-county-outline-[A-Z0-9]+\.js/;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Load {
  page: Page;
  requested: string[];
  bytes: { all: number; js: number; googleChunk: number; outlineChunk: number };
}

/** Opens a page with the internet blocked and counts the bytes of every answer it got. */
async function load(browser: Browser, url: string, { mapInView = true } = {}): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requested: string[] = [];
  const bytes = { all: 0, js: 0, googleChunk: 0, outlineChunk: 0 };
  const pending: Promise<void>[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('response', (r) =>
    pending.push(
      r
        .body()
        .then((body) => {
          bytes.all += body.length;
          if (/\.js(\?|$)/.test(r.url())) bytes.js += body.length;
          if (GOOGLE_CHUNK.test(r.url())) bytes.googleChunk += body.length;
          if (OUTLINE_CHUNK.test(r.url())) bytes.outlineChunk += body.length;
        })
        .catch(() => {}),
    ),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  if (mapInView) {
    await page.locator('hb-community-map .hb-map').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  return { page, requested, bytes };
}

const googlePath = (requested: string[]) => requested.filter((u) => MAPS_SCRIPT.test(u) || GOOGLE_CHUNK.test(u));

export async function benchMaps(ctx: { browser: Browser; baseUrl: string }): Promise<Record<string, number | string>> {
  const keyless = await load(ctx.browser, `${ctx.baseUrl}/our-communities`);
  await keyless.page.context().close();
  const keyed = await load(ctx.browser, `${ctx.baseUrl}/demo/community-map-with-maps-key`);
  await keyed.page.context().close();

  const below = await load(ctx.browser, `${ctx.baseUrl}/demo/community-map-below-fold`, { mapInView: false });
  const beforeScroll = googlePath(below.requested).length;
  const chunk = below.page.waitForRequest(GOOGLE_CHUNK, { timeout: 10_000 }).then(
    () => 'yes',
    () => 'no',
  );
  const script = below.page.waitForRequest(MAPS_SCRIPT, { timeout: 10_000 }).then(
    () => 'yes',
    () => 'no',
  );
  await below.page.locator('hb-community-map').scrollIntoViewIfNeeded();
  const [chunkAfter, scriptAfter] = await Promise.all([chunk, script]);
  await below.page.context().close();

  return {
    '/our-communities, no key: all files (raw)': kb(keyless.bytes.all),
    '/our-communities, no key: JavaScript (raw)': kb(keyless.bytes.js),
    '/our-communities, no key: Google path requests': googlePath(keyless.requested).length,
    '/our-communities, no key: outline chunk (raw)': kb(keyless.bytes.outlineChunk),
    'with a key (Maps script blocked): all files (raw)': kb(keyed.bytes.all),
    'with a key: JavaScript (raw, google-map-react chunk included)': kb(keyed.bytes.js),
    'google-map-react chunk, raw': kb(keyed.bytes.googleChunk),
    'map far below the fold: Google path requests before scrolling': beforeScroll,
    'map far below the fold: google-map-react chunk after scrolling near': chunkAfter,
    'map far below the fold: Maps script requested after scrolling near': scriptAfter,
  };
}
