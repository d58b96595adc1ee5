import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { AREAS } from '../../demo/pages/registry';
import { expectNoAxeViolations, useDemo } from './harness';

/** Every page of the demo: its own path, or the examples it gives for a path with parameters. */
const PATHS = ['/gallery', '/demo/editor', ...AREAS.flatMap((a) => a.pages.flatMap((p) => (p.path.includes(':') ? (p.examples ?? []) : [p.path])))];

/** Scrolls through the page so every lazy widget loads, then waits until each has mounted or failed. */
async function loadEveryWidget(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((e) => e.localName.startsWith('hb-') || e.hasAttribute('data-hb-widget'))
        .every((e) => (e as HTMLElement).dataset.hbState === 'failed' || e.querySelector('.hb-root > *')),
    null,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

describe('every demo page has no WCAG 2.2 AA violation that axe can find', () => {
  const demo = useDemo();
  for (const width of [375, 1280])
    it.each(PATHS)(`%s at ${width} px`, async (path) => {
      const page = await demo.open(path, { width });
      await loadEveryWidget(page);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
});
