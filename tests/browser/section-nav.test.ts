import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextFrames, useDemo, widgetReady } from './harness';

const demo = useDemo();

async function openFinancing(width?: number): Promise<Page> {
  const page = await demo.open('/home-financing', { width });
  await widgetReady(page, 'hb-section-nav');
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
/** The label of the link marked as the section being read ('' when none is). */
const marked = (page: Page) => nav(page).evaluate((el) => el.querySelector('[aria-current="true"]')?.textContent ?? '');

describe('hb-section-nav on /home-financing', () => {
  it('marks the last section, FAQ, at the bottom of the page, and puts it in the address', async () => {
    const page = await openFinancing();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => marked(page)).toBe('FAQ');
    await page.waitForFunction(() => location.hash === '#faq');
  });

  it('marks a clicked link: FAQ, then Preferred lenders, though neither reaches the reading line', async () => {
    const page = await openFinancing();
    await nav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => marked(page)).toBe('FAQ');
    await nav(page).getByRole('link', { name: 'Preferred lenders' }).click();
    await expect.poll(() => marked(page)).toBe('Preferred lenders');
    // The visitor's own scroll takes over again.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -20_000);
    await page.waitForFunction(() => scrollY === 0);
    const atTop = await page.evaluate(() =>
      document.getElementById('calculator')!.getBoundingClientRect().top <= innerHeight * 0.3 ? 'Calculator' : '',
    );
    await expect.poll(() => marked(page)).toBe(atTop);
  });

  it('keeps what gets focus clear of its sticky row: the tax checkbox comes out from under it, whole and clickable', async () => {
    const page = await openFinancing(1280);
    await widgetReady(page, 'hb-mortgage-calculator');
    const checkbox = page.getByRole('checkbox', { name: 'Include property tax, insurance and PMI' });
    // The page scrolled so that the checkbox sits under the row, then the checkbox takes focus.
    await checkbox.evaluate((el) => scrollBy(0, el.getBoundingClientRect().top - 10));
    await checkbox.focus();
    await nextFrames(page, 2);
    const rowBottom = await nav(page).evaluate((el) => el.getBoundingClientRect().bottom);
    const box = await checkbox.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(rowBottom);
    // Its whole 24 px target is its own: no part of the row lies over any corner of it.
    const corners = [
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    for (const [x, y] of corners)
      expect(
        await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.matches('input[type="checkbox"]'), [x, y]),
      ).toBe(true);
    // axe is not run here: its target-size rule takes a sticky row for an ordinary one, so any
    // control scrolled beneath it fails (dequelabs/axe-core#3720); the focused control is checked above.
  });

  it('on a phone, scrolls its row back to the start after a jump to the top, nothing marked', async () => {
    const page = await openFinancing(375);
    const row = nav(page).getByRole('list');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => marked(page)).toBe('FAQ');
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => marked(page)).toBe('');
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(0);
  });
});
