import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../demo/pages/registry';
import { expectNoAxeViolations, mountEveryWidget, useDemo } from './harness';

/**
 * Pages the demo links to and does not have yet (each a 404 until the issue that builds it lands).
 * Empty since issue #10 built the microsites and galleries: a page linked before it exists goes
 * here with the issue that builds it, and leaves when it does (the crawl fails otherwise).
 */
const NOT_BUILT_YET: { pattern: RegExp; until: string }[] = [];
/** The gallery's link to a page nobody serves, which shows the site's 404 page on purpose. */
const DELIBERATE_404 = ['/this-page-does-not-exist'];

/** Every page of the demo: its own path, or the examples it gives for a path with parameters. */
const PATHS = ['/gallery', '/demo/editor', ...AREAS.flatMap((a) => a.pages.flatMap((p) => (p.path.includes(':') ? (p.examples ?? []) : [p.path])))];

describe('every demo page has no WCAG 2.2 AA violation that axe can find', () => {
  const demo = useDemo();

  it('refuses to scan a page whose widget’s code did not load: its fallback is not the widget', async () => {
    const page = await demo.open('/demo/blank');
    await page.route(/\/widgets\/mortgage-calculator-[A-Z0-9]{8}\.js/, (route) => route.abort('connectionrefused'));
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<hb-mortgage-calculator><a href="/buying-process">Calculator</a></hb-mortgage-calculator>'));
    await expect(mountEveryWidget(page)).rejects.toThrow('hb-mortgage-calculator: its code did not load');
    await page.context().close();
  });
  for (const width of [375, 1280])
    describe(`at ${width} px`, () => {
      // One page a width, going from path to path: a scan needs no fresh cookies, and Chromium
      // compiles axe once a page instead of once a path.
      let page: Page;
      beforeAll(async () => {
        page = await demo.open('/demo/blank', { width });
      });
      afterAll(() => page.context().close());

      // The same visit collects the page's links (the CMS's and those the widgets drew) for the crawl.
      const linkedFrom = new Map<string, string>();
      it.each(PATHS)(`%s at ${width} px`, async (path) => {
        await page.goto(demo.baseUrl + path);
        await mountEveryWidget(page);
        await expectNoAxeViolations(page);
        const links = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href));
        for (const href of links) {
          const url = new URL(href);
          if (url.origin === demo.baseUrl && !linkedFrom.has(url.pathname)) linkedFrom.set(url.pathname, path);
        }
      });

      if (width === 1280)
        it('leads nowhere that answers 404: every link of every demo page opens a page (NOT_BUILT_YET names the few still to come)', async () => {
          expect(linkedFrom.size).toBeGreaterThan(100);
          const dead: string[] = [];
          const stillMissing = new Set<string>();
          for (const [pathname, from] of linkedFrom) {
            const answer = await fetch(demo.baseUrl + pathname, { redirect: 'manual' });
            await answer.body?.cancel();
            if (answer.status !== 404 || DELIBERATE_404.includes(pathname)) continue;
            const awaited = NOT_BUILT_YET.find((p) => p.pattern.test(pathname));
            if (awaited) stillMissing.add(awaited.until);
            else dead.push(`${pathname} (linked from ${from})`);
          }
          expect(dead).toEqual([]);
          // An entry whose pages now exist leaves the list.
          expect(NOT_BUILT_YET.map((p) => p.until).filter((until) => !stillMissing.has(until))).toEqual([]);
        });
    });
});
