import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();
const PAGE = '/community/lakeside-preserve/site-plan';

/** Installed before the page's scripts: the layout shifts a visitor sees (no recent input). */
const OBSERVE_SHIFTS = `(() => {
  const shifts = (window.__hbShifts = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** The page, with the lots answering after the picture is drawn, and the shifts recorded from the start. */
async function openWithLotsLate(width: number): Promise<Page> {
  demo.state.faults = { mode: 'slow', match: '/api/lot', delayMs: 600 };
  const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(OBSERVE_SHIFTS);
  const page = await context.newPage();
  await page.goto(demo.baseUrl + PAGE);
  await widgetReady(page, 'hb-site-plan');
  await page.getByRole('status').filter({ hasText: 'Loading the lots…' }).waitFor();
  return page;
}

const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { __hbShifts: number[] }).__hbShifts.reduce((s, v) => s + v, 0);
  });

describe('hb-site-plan, the live lot map', () => {
  it.each([1280, 375])(
    'at %i px: draws the lots without moving the page, opens the card beside the lot, reaches "Reserve this lot" from the keyboard, passes axe with the card open, and gives focus back on Escape',
    async (width) => {
      const page = await openWithLotsLate(width);
      try {
        const first = page.getByRole('button', { name: /^Lot 1, / });
        await first.waitFor();
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
        demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };

        // Tab into the plan: its viewport, then the lot in the Tab order; arrows to the first available lot.
        await page.getByRole('group', { name: 'Site plan' }).focus();
        await page.keyboard.press('Tab');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toMatch(/^Lot 1, /);
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Lot 2, available, premium $5,000');
        const planHeight = () => page.locator('hb-site-plan').evaluate((el) => el.getBoundingClientRect().height);
        const heightBefore = await planHeight();
        await page.keyboard.press('Enter');
        const card = page.getByRole('dialog', { name: 'Lot 2' });
        await card.getByText('Plans that fit this lot').waitFor();
        await widgetReady(page, 'hb-site-plan hb-reserve-lot-form');
        // Focus moves into the card, which lies over the page (nothing under it moves): beside its lot
        // inside the plan's box on a wide screen, a sheet along the bottom edge on a phone.
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lot 2');
        expect(await planHeight()).toBe(heightBefore);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const box = (selector: string) =>
          page.locator(selector).evaluate((el) => {
            const { x, y, width, height } = el.getBoundingClientRect();
            return { x, y, width, height };
          });
        const at = await box('dialog[open]');
        const lot = await box('[aria-label="Lot 2, available, premium $5,000"]');
        const plan = await box('[role="group"][aria-label="Site plan"]');
        const view = page.viewportSize()!;
        expect(at.x).toBeGreaterThanOrEqual(0);
        expect(at.x + at.width).toBeLessThanOrEqual(view.width);
        expect(at.y).toBeGreaterThanOrEqual(0);
        expect(at.y + at.height).toBeLessThanOrEqual(view.height + 0.5);
        if (width < 640) {
          expect(at.y + at.height).toBeCloseTo(view.height, 0);
          expect(lot.y + lot.height).toBeLessThanOrEqual(at.y); // the lot stays in sight above the sheet
        } else {
          expect(at.x).toBeGreaterThanOrEqual(lot.x + lot.width); // beside the lot, on its right
          expect(at.y).toBeLessThanOrEqual(lot.y + lot.height);
          expect(at.y + at.height).toBeGreaterThanOrEqual(lot.y);
          expect(at.x + at.width).toBeLessThanOrEqual(plan.x + plan.width);
          expect(at.y).toBeGreaterThanOrEqual(plan.y);
          expect(at.y + at.height).toBeLessThanOrEqual(plan.y + plan.height);
        }
        const reserve = card.getByRole('button', { name: 'Reserve this lot' });
        for (let i = 0; i < 12 && !(await reserve.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await expect.poll(() => reserve.evaluate((el) => el === document.activeElement)).toBe(true);
        await expectNoAxeViolations(page);
        // Escape closes the card and gives focus back to its lot.
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'detached' });
        // Given back by an effect after the card's removal: a busy run saw the card gone before it.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Lot 2, available, premium $5,000');
      } finally {
        demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
      }
    },
  );
});
