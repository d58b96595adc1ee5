import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo, widgetReady } from './harness';

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
    const atTop = await page.evaluate(() => (document.getElementById('calculator')!.getBoundingClientRect().top <= innerHeight * 0.3 ? 'Calculator' : ''));
    await expect.poll(() => marked(page)).toBe(atTop);
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
