import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READS } from '../../core/api/contract';
import type { FaultMode } from '../../demo/faults';
import { consoleErrors, expectNoAxeViolations, useDemo, widgetReady } from './harness';

/** What the page heard on document, collected from before the widget's first read. */
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { hbErrors: { widget: string; reason: string; url?: string }[] }).hbErrors);

describe('a read that fails, as a buyer and the page see it (hb-floorplans)', () => {
  const demo = useDemo();

  async function openWithFault(mode: FaultMode, width = 1280) {
    demo.state.faults = { mode, match: '/api/plan', delayMs: 0 };
    const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() => {
      const errors: unknown[] = ((window as unknown as { hbErrors: unknown[] }).hbErrors = []);
      document.addEventListener('hb:error', (e) => errors.push((e as CustomEvent).detail));
    });
    const page = await context.newPage();
    const logged = consoleErrors(page);
    await page.goto(`${demo.baseUrl}/our-floorplans`);
    await widgetReady(page, 'hb-floorplans');
    return { page, logged };
  }
  const faultsOff = () => void (demo.state.faults = { mode: 'off', match: '/', delayMs: 0 });

  it('shows the contract’s message, “Try again” and the editor’s fallback link; the page hears reason network; Try again then shows the floorplans', async () => {
    try {
      const { page, logged } = await openWithFault('fail');
      const widget = page.locator('hb-floorplans');
      expect(READS.plans.emptyMessage).toBe('No floorplans found');
      await expect
        .poll(() => widget.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe(READS.plans.emptyMessage);
      expect(await widget.getByText('This part of the page could not be loaded just now.').isVisible()).toBe(true);
      expect(
        await widget.getByRole('link', { name: 'Browse our communities to see their floorplans' }).getAttribute('href'),
      ).toBe('/our-communities');
      expect(await heard(page)).toEqual([
        {
          widget: 'floorplans',
          reason: 'network',
          message: `GET ${demo.baseUrl}/api/plan failed: HTTP 500`,
          url: `${demo.baseUrl}/api/plan`,
        },
      ]);
      expect(
        logged.some((line) => line.startsWith(`[hb-floorplans] GET ${demo.baseUrl}/api/plan failed: HTTP 500.`)),
      ).toBe(true);
      await expectNoAxeViolations(page);

      faultsOff();
      const tryAgain = widget.getByRole('button', { name: 'Try again' });
      await tryAgain.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: /^Showing 12 of \d+ floorplans$/ })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await widget.getByRole('alert').count()).toBe(0);
      // Focus went to what came, inside the widget, not back to the top of the page.
      expect(await widget.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await heard(page)).toHaveLength(1);
      await page.context().close();
    } finally {
      faultsOff();
    }
  });

  it('tells the page reason data when the answer breaks the contract, with the same view for the buyer', async () => {
    try {
      const { page, logged } = await openWithFault('malformed', 375);
      const widget = page.locator('hb-floorplans');
      await expect.poll(() => widget.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('No floorplans found');
      expect(await heard(page)).toEqual([
        expect.objectContaining({ widget: 'floorplans', reason: 'data', url: `${demo.baseUrl}/api/plan` }),
      ]);
      expect(
        logged.some((line) =>
          line.startsWith(`[hb-floorplans] GET ${demo.baseUrl}/api/plan answered in an unexpected shape: results.0.`),
        ),
      ).toBe(true);
      expect(await widget.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      expect(
        await widget.getByRole('link', { name: 'Browse our communities to see their floorplans' }).isVisible(),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    } finally {
      faultsOff();
    }
  });
});
