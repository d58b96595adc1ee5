import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CROWD } from '../../demo/pages/platform';
import { DEEP_LINK_ANIMATION_MS, DEEP_LINK_DELAY_MS, DEEP_LINK_OFFSET } from '../../loader/deep-link-scroll';
import { readManifest, staticClosure } from '../build/bundle-sizes';
import { consoleErrors, expectNoAxeViolations, nextFrames, pageSettled, useDemo, widgetReady } from './harness';

const CALCULATOR_CHUNK = /\/widgets\/mortgage-calculator-[A-Z0-9]{8}\.js/;
/** A widget's line of the manifest: /widgets/manifest-<hash>/<widget>.js. */
const MANIFEST_LINE = /\/widgets\/manifest-[a-z0-9]{8}\/[a-z-]+\.js/;

/** Adds markup at the end of the page, as a CMS script would after load. */
const append = (page: Page, markup: string) =>
  page.evaluate((m) => document.querySelector('main')!.insertAdjacentHTML('beforeend', m), markup);
const chunkRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => CALCULATOR_CHUNK.test(r.url()) && urls.push(r.url()));
  return urls;
};
const FAR_BELOW = '<div class="cms-spacer"></div>';
/** The loader's module has run (it marks the page, so a second copy does nothing). */
const loaderRan = (page: Page) => page.waitForFunction(() => Symbol.for('hb-widgets.loader') in window);
/** The deep-link scroll's own chunk has come (the loader fetches it for an address with a fragment). */
const deepLinkLoaded = (page: Page) => {
  const chunk = readdirSync(join(outdir(), 'chunks')).find((f) => f.startsWith('deep-link-scroll-'))!;
  // Importing the module the loader asked for resolves once it has come and run.
  // A string, so that the test runner does not rewrite import() for Node.
  return page.evaluate(`import('/widgets/chunks/${chunk}').then(() => true)`);
};
/** In the page before its scripts: every hb:error and hb:ready, in order, as window.heard. */
function listen() {
  const w = window as unknown as {
    heard: { type: string; widget: string; reason?: string; file?: string; tag: string }[];
  };
  w.heard = [];
  for (const type of ['hb:error', 'hb:ready'])
    document.addEventListener(type, (e) =>
      w.heard.push({ type, ...(e as CustomEvent).detail, tag: (e.target as Element).localName }),
    );
}
const heard = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { heard: { type: string; widget: string; reason?: string; file?: string; tag: string }[] })
        .heard,
  );
const outdir = () => join(inject('distRoot'), 'widgets');

describe('the loader', () => {
  const demo = useDemo();

  it('loads a widget only when it comes near the viewport', async () => {
    const page = await demo.open('/demo/blank');
    const requests = chunkRequests(page);
    // The near widget is observed with the far one: once it has mounted, the far one has been passed over.
    await append(
      page,
      `<hb-section-nav id="near" data-sections='[{"id":"x","label":"X"}]'></hb-section-nav>${FAR_BELOW}<hb-mortgage-calculator id="far"><a href="/buying-process">Open the calculator</a></hb-mortgage-calculator>`,
    );
    await widgetReady(page, '#near');
    expect(requests).toHaveLength(0);
    expect(await page.locator('#far').getByRole('link', { name: 'Open the calculator' }).isVisible()).toBe(true);
    await page.locator('#far').scrollIntoViewIfNeeded();
    await widgetReady(page, '#far');
    expect(requests).toHaveLength(1);
    expect(await page.locator('#far').getByRole('link', { name: 'Open the calculator' }).count()).toBe(0);
  });

  it('loads data-load="eager" at once and data-load="idle" when the browser is idle, even far below', async () => {
    const page = await demo.open('/demo/blank');
    await append(
      page,
      `${FAR_BELOW}<hb-mortgage-calculator id="eager" data-load="eager"></hb-mortgage-calculator><hb-section-nav id="idle" data-load="idle"></hb-section-nav>`,
    );
    await widgetReady(page, '#eager');
    await widgetReady(page, '#idle');
  });

  it('mounts the div[data-hb-widget] form, also when added after load', async () => {
    const page = await demo.open('/demo/blank');
    await append(page, '<div id="late" data-hb-widget="mortgage-calculator" data-price="300000"></div>');
    await widgetReady(page, '#late');
    expect(
      await page
        .locator('#late')
        .getByRole('textbox', { name: /home price/i })
        .inputValue(),
    ).toMatch(/300,?000/);
  });

  it('survives being included twice and a name the page already defined', async () => {
    const page = await demo.browser.newPage();
    const errors = consoleErrors(page);
    // A CMS plugin defined one of our names first; the loader must leave it alone.
    await page.addInitScript(() => customElements.define('hb-section-nav', class extends HTMLElement {}));
    await page.goto(`${demo.baseUrl}/demo/blank`);
    // The second copy has run once its script's load event fires.
    await page.evaluate(
      () =>
        new Promise((loaded) => {
          const again = document.createElement('script');
          again.type = 'module';
          again.src = '/widgets/loader.js?included-twice';
          again.onload = loaded;
          document.head.append(again);
        }),
    );
    await append(page, '<hb-mortgage-calculator id="one"></hb-mortgage-calculator>');
    await widgetReady(page, '#one');
    await nextFrames(page, 2); // a second loader's observer would have reported the element by now
    expect(await page.locator('#one .hb-root').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('retries a chunk that failed once, and mounts', async () => {
    const page = await demo.open('/demo/blank');
    let attempts = 0;
    await page.route(CALCULATOR_CHUNK, (route) =>
      ++attempts === 1 ? route.abort('connectionreset') : route.continue(),
    );
    await append(page, '<hb-mortgage-calculator id="flaky" data-load="eager"></hb-mortgage-calculator>');
    await widgetReady(page, '#flaky');
    expect(attempts).toBe(2);
  });

  it('keeps the fallback, tells the page and names the file when a chunk cannot load; other widgets work', async () => {
    const page = await demo.open('/demo/blank');
    const errors = consoleErrors(page);
    const requests: string[] = [];
    await page.route(
      CALCULATOR_CHUNK,
      (route) => (requests.push(route.request().url()), route.abort('connectionrefused')),
    );
    await page.evaluate(() => {
      (window as unknown as { heard: unknown[] }).heard = [];
      document.addEventListener('hb:error', (e) =>
        (window as unknown as { heard: unknown[] }).heard.push((e as CustomEvent).detail),
      );
    });
    await append(
      page,
      '<hb-mortgage-calculator id="broken" data-load="eager"><a href="tel:+18635550100">Call us: (863) 555-0100</a></hb-mortgage-calculator><hb-section-nav id="fine" data-load="eager"></hb-section-nav>',
    );
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length > 0);
    const [detail] = await page.evaluate(
      () => (window as unknown as { heard: { widget: string; file: string; reason: string }[] }).heard,
    );
    expect(detail).toMatchObject({
      widget: 'mortgage-calculator',
      reason: 'load',
      file: expect.stringMatching(/^mortgage-calculator-[A-Z0-9]{8}\.js$/),
    });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toContain('?retry=');
    expect(await page.getByRole('link', { name: 'Call us: (863) 555-0100' }).isVisible()).toBe(true);
    expect(errors.join('\n')).toMatch(/\[hb-mortgage-calculator\] could not load mortgage-calculator-[A-Z0-9]{8}\.js/);
    await widgetReady(page, '#fine');
  });

  it('shows a clear message for a bad attribute and stays accessible', async () => {
    const page = await demo.open('/demo/bad-attribute');
    const alert = page.locator('hb-mortgage-calculator').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      '[hb-mortgage-calculator] data-price "two hundred thousand" is not a number: set it, e.g. data-price="250000"',
    );
    await expectNoAxeViolations(page);
  });

  it('scrolls to the address’s fragment after about 1.5 s (animated over 1 s), 80 px below the top', async () => {
    expect([DEEP_LINK_DELAY_MS, DEEP_LINK_ANIMATION_MS, DEEP_LINK_OFFSET]).toEqual([1500, 1000, 80]);
    const page = await demo.open('/demo/deep-link#financing-options', { clock: true });
    await loaderRan(page);
    await deepLinkLoaded(page);
    // The browser itself jumps to the fragment first (the CMS's 90 px scroll margin); the loader then settles it 80 px below the top.
    const top = () =>
      page.evaluate(() => Math.round(document.getElementById('financing-options')!.getBoundingClientRect().top));
    const before = await top();
    expect(Math.abs(before - DEEP_LINK_OFFSET)).toBeGreaterThan(1);
    await page.clock.runFor(DEEP_LINK_DELAY_MS - 100);
    expect(await top()).toBe(before);
    await page.clock.runFor(100 + DEEP_LINK_ANIMATION_MS + 100);
    expect(Math.abs((await top()) - DEEP_LINK_OFFSET)).toBeLessThanOrEqual(1);
  });

  it('leaves the page where it is for the root fragment "#/"', async () => {
    const page = await demo.open('/demo/deep-link#/', { clock: true });
    await loaderRan(page);
    await deepLinkLoaded(page);
    await page.clock.runFor(DEEP_LINK_DELAY_MS + DEEP_LINK_ANIMATION_MS + 500);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  it('asks for every chunk a widget imports, however deep, in one round with the widget’s own file, each chunk once a page; and the page-wide stylesheet once, before every widget’s own', async () => {
    const page = await demo.open('/demo/blank');
    const widget = readManifest(outdir()).widgets['contact-us'].js;
    const closure = [...staticClosure(outdir(), widget)].filter((f) => f !== widget);
    expect(closure.length).toBeGreaterThan(3);
    const preloads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
          new URL(l.href).pathname.replace('/widgets/', ''),
        ),
      );
    // The page's own footer widget comes first: the chunks it shares with the form are asked for once, by it.
    await widgetReady(page, 'hb-footer');
    const before = await preloads();
    await append(page, '<hb-contact-us id="deep" data-load="eager"></hb-contact-us>');
    await widgetReady(page, '#deep');
    const after = await preloads();
    expect(after).toHaveLength(new Set(after).size);
    const added = after.slice(before.length);
    expect([...added, ...before.filter((f) => closure.includes(f))].sort()).toEqual(closure.sort());

    // core/styles/page-base.css: linked once for the two widgets, loaded, and first, so a widget's
    // own rule of the same weight comes after it; its rules hold inside the form.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][href*="/widgets/"]')].map((l) => ({
        file: new URL(l.href).pathname.replace(/^\/widgets\//, ''),
        loaded: l.sheet !== null,
      })),
    );
    const widgetSheets = sheets.filter((s) => s.file !== 'widgets.css' && !/^widgets-/.test(s.file));
    expect(widgetSheets.map((s) => s.file.replace(/-[A-Z0-9]{8}\.css$/, '.css'))).toEqual([
      `${readManifest(outdir()).manifest}page-base.css`,
      'footer.css',
      'contact-us.css',
    ]);
    expect(widgetSheets.every((s) => s.loaded)).toBe(true);
    expect(
      await page
        .locator('#deep button')
        .first()
        .evaluate((b) => getComputedStyle(b).boxSizing),
    ).toBe('border-box');
  });

  it('asks for the manifest’s lines of the widgets the page holds only, each once a page', async () => {
    const asked: string[] = [];
    const page = await demo.browser.newPage();
    page.on('request', (r) => MANIFEST_LINE.test(r.url()) && asked.push(new URL(r.url()).pathname.split('/').pop()!));
    await page.goto(`${demo.baseUrl}/demo/bad-attribute`);
    await widgetReady(page, 'hb-footer');
    // The page holds the calculator twice (an element and a link) and the site's footer.
    expect(asked.sort()).toEqual(['footer.js', 'mortgage-calculator.js']);
    await page.close();
  });

  it('leaves another library’s custom elements alone, defined or still waiting for their code', async () => {
    const page = await demo.open('/demo/blank');
    const asked: string[] = [];
    page.on('request', (r) => MANIFEST_LINE.test(r.url()) && asked.push(new URL(r.url()).pathname.split('/').pop()!));
    await page.evaluate(listen);
    // model-viewer is never defined here; a widget added with it shows the loader has seen both.
    await append(
      page,
      '<model-viewer id="other"><a href="/gallery">See it in 3D</a></model-viewer><hb-section-nav id="ours" data-load="eager" data-sections=\'[{"id":"x","label":"X"}]\'></hb-section-nav>',
    );
    await widgetReady(page, '#ours');
    expect(asked).toContain('section-nav.js');
    expect(asked.filter((file) => file.includes('model-viewer'))).toEqual([]);
    expect((await heard(page)).filter((e) => e.type === 'hb:error')).toEqual([]);
    expect(await page.locator('#other').getAttribute('data-hb-state')).toBeNull();
    expect(await page.getByRole('link', { name: 'See it in 3D' }).isVisible()).toBe(true);
  });

  it('tells an editor who misspelt a widget’s name, and keeps the fallback', async () => {
    const page = await demo.open('/demo/blank');
    const errors = consoleErrors(page);
    await page.evaluate(listen);
    await append(
      page,
      '<hb-mortage-calculator id="typo"><a href="/buying-process">Open the calculator</a></hb-mortage-calculator>',
    );
    await page.waitForFunction(() =>
      (window as unknown as { heard: { type: string }[] }).heard.some((e) => e.type === 'hb:error'),
    );
    expect((await heard(page)).filter((e) => e.type === 'hb:error')).toEqual([
      expect.objectContaining({ tag: 'hb-mortage-calculator', widget: 'mortage-calculator', reason: 'manifest' }),
    ]);
    expect(errors.join('\n')).toMatch(
      /\[hb-mortage-calculator\] could not load http:\/\/[^ ]+\/widgets\/manifest-[a-z0-9]{8}\/mortage-calculator\.js; its fallback content stays/,
    );
    expect(await page.getByRole('link', { name: 'Open the calculator' }).isVisible()).toBe(true);
  });

  it('takes a widget name that is a path (a link’s fragment, a div, URL-encoded) for no URL: nothing outside the manifest is fetched, each keeps its fallback and says so once', async () => {
    const page = await demo.open('/demo/blank');
    const errors = consoleErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.evaluate(listen);
    await append(
      page,
      [
        '<p><a id="dots" href="/our-floorplans#hb-widget=../../print/pricing-sheet">Our floorplans</a></p>',
        '<p><a id="encoded" href="/our-floorplans#hb-widget=..%2F..%2Fprint%2Fpricing-sheet">Our prices</a></p>',
        '<div id="div" data-hb-widget="../../print/pricing-sheet" data-load="eager"><a href="/buying-process">Open the calculator</a></div>',
        '<hb-mortgage-calculator id="good" data-load="eager"></hb-mortgage-calculator>',
      ].join(''),
    );
    await widgetReady(page, '#good');
    const PATH = '../../print/pricing-sheet';
    await page.waitForFunction(
      (name) =>
        (window as unknown as { heard: { widget: string }[] }).heard.filter((e) => e.widget === name).length >= 3,
      PATH,
    );
    const manifest = readManifest(outdir()).manifest;
    expect((await heard(page)).filter((e) => e.widget === PATH).sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([
      expect.objectContaining({
        tag: 'a',
        widget: '../../print/pricing-sheet',
        reason: 'manifest',
        file: `${demo.baseUrl}/widgets/${manifest}`,
      }),
      expect.objectContaining({
        tag: 'a',
        widget: '../../print/pricing-sheet',
        reason: 'manifest',
        file: `${demo.baseUrl}/widgets/${manifest}`,
      }),
      expect.objectContaining({
        tag: 'div',
        widget: '../../print/pricing-sheet',
        reason: 'manifest',
        file: `${demo.baseUrl}/widgets/${manifest}`,
      }),
    ]);
    // The demo serves /print/pricing-sheet.js (the sheet's print button): a path name would have run it.
    expect(requested.filter((path) => /print|pricing-sheet/.test(path))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('[hb-../../print/pricing-sheet] could not load'))).toHaveLength(3);
    expect(await page.getByRole('link', { name: 'Our floorplans' }).getAttribute('href')).toBe(
      '/our-floorplans#hb-widget=../../print/pricing-sheet',
    );
    expect(await page.getByRole('link', { name: 'Our prices' }).isVisible()).toBe(true);
    expect(await page.locator('#div').getByRole('link', { name: 'Open the calculator' }).isVisible()).toBe(true);
  });

  it('retries a widget’s line of the manifest that answers 503 once with a cache-busting query, then every element of it keeps its fallback and hears reason "manifest"', async () => {
    const page = await demo.browser.newPage();
    const errors = consoleErrors(page);
    const asked: string[] = [];
    await page.route(
      MANIFEST_LINE,
      (route) => (asked.push(route.request().url()), route.fulfill({ status: 503, body: 'Service Unavailable' })),
    );
    await page.addInitScript(listen);
    await page.goto(`${demo.baseUrl}/demo/bad-attribute`);
    // The page's custom element and its widget link, each with the fallback its editor wrote, and the site's footer.
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length >= 3);
    const linesOf = (widget: string) => asked.filter((u) => new URL(u).pathname.endsWith(`/${widget}.js`));
    for (const widget of ['footer', 'mortgage-calculator']) {
      expect(linesOf(widget)).toHaveLength(2);
      expect(linesOf(widget)[1]).toMatch(/\?retry=\d+$/);
    }
    const [footer, calculator] = [linesOf('footer')[0], linesOf('mortgage-calculator')[0]];
    const byTag = (events: { tag: string; widget: string }[]) =>
      [...events].sort((a, b) => `${a.widget}${a.tag}`.localeCompare(`${b.widget}${b.tag}`));
    expect(byTag(await heard(page))).toEqual([
      expect.objectContaining({
        type: 'hb:error',
        tag: 'hb-footer',
        widget: 'footer',
        reason: 'manifest',
        file: footer,
      }),
      expect.objectContaining({
        type: 'hb:error',
        tag: 'a',
        widget: 'mortgage-calculator',
        reason: 'manifest',
        file: calculator,
      }),
      expect.objectContaining({
        type: 'hb:error',
        tag: 'hb-mortgage-calculator',
        widget: 'mortgage-calculator',
        reason: 'manifest',
        file: calculator,
      }),
    ]);
    expect(await page.getByRole('link', { name: 'Open the mortgage calculator' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Estimate your monthly payment' }).isVisible()).toBe(true);
    expect(errors.join('\n')).toContain(
      `[hb-mortgage-calculator] could not load ${calculator}; its fallback content stays`,
    );
    // A div form a CMS script adds later hears it too, and keeps its content.
    await append(
      page,
      '<div id="late" data-hb-widget="section-nav" data-load="eager"><a href="#x">Jump to X</a></div>',
    );
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length >= 4);
    expect((await heard(page))[3]).toMatchObject({
      type: 'hb:error',
      tag: 'div',
      widget: 'section-nav',
      reason: 'manifest',
    });
    expect(await page.getByRole('link', { name: 'Jump to X' }).isVisible()).toBe(true);
    await page.close();
  });

  it(`gets ${CROWD} hearts in view ready with one read of the favorites on the wire`, async () => {
    const page = await demo.open('/my-favorites/login');
    const email = `crowd-${Math.random().toString(36).slice(2)}@example.com`;
    await page.request.post(`${demo.baseUrl}/my-favorites/create-account`, {
      form: { first_name: 'Ana', last_name: 'Reyes', email, password: 'sunshine-42' },
      headers: { Origin: demo.baseUrl },
    });
    const favoritesReads: string[] = [];
    page.on(
      'request',
      (r) => /\/api\/favorite(\?|$)/.test(r.url()) && r.method() === 'GET' && favoritesReads.push(r.url()),
    );
    await page.addInitScript(listen);
    await page.goto(`${demo.baseUrl}/demo/many-hearts`);
    await page.waitForFunction((n) => (window as unknown as { heard: unknown[] }).heard.length >= n, CROWD);
    const events = await heard(page);
    expect(events.filter((e) => e.type === 'hb:ready' && e.widget === 'favorite-button')).toHaveLength(CROWD);
    expect(await page.getByRole('button', { name: /^Save .+ to favorites$/ }).count()).toBe(CROWD);
    await pageSettled(page);
    expect(favoritesReads).toHaveLength(1);
  });
});
