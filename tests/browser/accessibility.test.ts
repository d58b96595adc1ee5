import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../demo/pages/registry';
import { expectNoAxeViolations, mountEveryWidget, useDemo } from './harness';

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

      it.each(PATHS)(`%s at ${width} px`, async (path) => {
        await page.goto(demo.baseUrl + path);
        await mountEveryWidget(page);
        await expectNoAxeViolations(page);
      });
    });
});
