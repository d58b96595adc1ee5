import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../demo/pages/registry';
import { type AxeScope, expectNoAxeViolations, layoutSteady, mountEveryWidget, useDemo } from './harness';

/**
 * Pages the demo links to and does not have yet (each a 404 until the issue that builds it lands).
 * Empty since issue #10 built the microsites and galleries: a page linked before it exists goes
 * here with the issue that builds it, and leaves when it does (the crawl fails otherwise).
 */
const NOT_BUILT_YET: { pattern: RegExp; until: string }[] = [];
/** The gallery's link to a page nobody serves, which shows the site's 404 page on purpose. */
const DELIBERATE_404 = ['/this-page-does-not-exist'];

/**
 * Pages that hold one widget many times over (for the loader's bench): the scan covers the
 * first, the page around it and its page-level rules, not the 49 copies that differ by a price.
 */
const REPEATED: Record<string, string> = {
  '/demo/many-calculators': 'hb-mortgage-calculator ~ hb-mortgage-calculator',
};
/**
 * The CMS's header and footer (hb-footer inside), the same markup on every page of a language:
 * scanned whole on these pages (English, Spanish, blank) at each width, and left out of the other
 * pages' scans (their page-level rules still run), which would otherwise read them 200 times over.
 */
const SITE_CHROME = 'body > .cms-header, body > .cms-footer';
const CHROME_SCANNED_ON = ['/', '/es/', '/demo/blank'];
const scanOf = (path: string): AxeScope =>
  CHROME_SCANNED_ON.includes(path) ? 'page' : { exclude: [SITE_CHROME, REPEATED[path]].filter(Boolean).join(', ') };

/** Every page of the demo: its own path, or the examples it gives for a path with parameters. */
export const DEMO_PATHS = [
  '/gallery',
  '/gallery/snippet-builder',
  '/demo/editor',
  ...AREAS.flatMap((a) => a.pages.flatMap((p) => (p.path.includes(':') ? (p.examples ?? []) : [p.path]))),
];

/** The widths every demo page is scanned at: a phone's and a laptop's. */
export const CRAWL_WIDTHS = [1280, 375] as const;

/**
 * One part of the crawl of every demo page: each page's widgets mounted, then axe for WCAG 2.2 A
 * and AA at 1280 px; the same page narrowed to 375 px, its widgets brought into view again and
 * its layout steady, then axe again; and every link the page holds at either width (the CMS's and
 * those the widgets drew) answered. One visit serves both widths: a page is narrowed as a visitor turns a
 * tablet, and the widgets answer a resize as they answer a first layout (the CLS files and the
 * widgets' own tests load pages fresh at 375 px). The crawl is cut into parts, one test file
 * each (accessibility-<part>.test.ts), so the run's workers share it: page i goes to part i mod parts.
 */
export function crawlDemoPages(part: number, parts: number): void {
  for (const path of CHROME_SCANNED_ON)
    if (!DEMO_PATHS.includes(path))
      throw new Error(`The crawl scans the site's header and footer on ${path}, which it no longer visits`);
  const paths = DEMO_PATHS.filter((_, i) => i % parts === part);
  describe(`every demo page has no WCAG 2.2 AA violation that axe can find (at ${CRAWL_WIDTHS.join(' and ')} px, part ${part + 1} of ${parts})`, () => {
    const demo = useDemo();
    // One page going from path to path: a scan needs no fresh cookies, and Chromium compiles
    // axe once a page instead of once a path.
    let page: Page;
    beforeAll(async () => {
      page = await demo.open('/demo/blank', { width: CRAWL_WIDTHS[0] });
    });
    afterAll(() => page.context().close());

    const linkedFrom = new Map<string, string>();
    it.each(paths)(
      `%s at ${CRAWL_WIDTHS.join(' and ')} px`,
      async (path) => {
        for (const [i, width] of CRAWL_WIDTHS.entries()) {
          await page.setViewportSize({ width, height: 900 });
          if (i === 0) await page.goto(demo.baseUrl + path);
          else await layoutSteady(page);
          await mountEveryWidget(page);
          await expectNoAxeViolations(page, scanOf(path)).catch((e: Error) => {
            throw new Error(`${path} at ${width} px: ${e.message}`);
          });
          const links = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
          );
          for (const href of links) {
            const url = new URL(href);
            if (url.origin === demo.baseUrl && !linkedFrom.has(url.pathname)) linkedFrom.set(url.pathname, path);
          }
        }
        // A hang guard, not a wait: the gallery (every widget, 7,400 nodes) and many-calculators take
        // two full scans of about 5 s of CPU each, and at a load of 25 on two cores passed 60 s.
      },
      150_000,
    );

    it('leads nowhere that answers 404: every link of these pages opens a page (NOT_BUILT_YET names the few still to come)', async () => {
      expect(linkedFrom.size).toBeGreaterThan(20);
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
}
