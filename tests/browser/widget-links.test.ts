import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo, widgetReady } from './harness';

/** Adds markup at the end of the page, as a CMS script would after load. */
const append = (page: Page, markup: string) =>
  page.evaluate((m) => document.querySelector('main')!.insertAdjacentHTML('beforeend', m), markup);
const homePrice = (page: Page, widget: string) =>
  page
    .locator(widget)
    .getByRole('textbox', { name: /home price/i })
    .inputValue();

describe('the link form: a link whose address names a widget is that widget', () => {
  const demo = useDemo();
  // widgets.css holds each link's widget box, so the later links start below the fold: a tall window has them all near the viewport.
  const TALL = { height: 6000 };

  it('becomes the widget, reading options WordPress wrote with &amp;, the link its fallback until it mounts', async () => {
    const page = await demo.open('/demo/widget-links');
    const article = page.locator('article');
    // In the page's source the link reads #hb-widget=mortgage-calculator&amp;price=300000.
    await widgetReady(page, 'article [data-price="300000"]');
    expect(await homePrice(page, 'article [data-price="300000"]')).toMatch(/300,?000/);
    expect(await article.getByRole('link', { name: 'Estimate your monthly payment' }).count()).toBe(0);
  });

  it('reads the widget from the fragment, so a path TinyMCE made relative (../) still works', async () => {
    const page = await demo.open('/demo/widget-links', TALL);
    await widgetReady(page, 'article .hb-widget--floorplans');
    const host = page.locator('article .hb-widget--floorplans');
    expect(await host.getAttribute('data-community-id')).toBe('25');
    expect(await host.getAttribute('data-on-your-lot')).toBe('');
  });

  it('makes two widgets of two links to one widget, each with its own options', async () => {
    const page = await demo.open('/demo/widget-links', TALL);
    const calculators = page.locator('article .hb-widget--mortgage-calculator');
    await widgetReady(page, 'article [data-price="300000"]');
    await widgetReady(page, 'article [data-price="250000"]');
    expect(await calculators.count()).toBe(2);
    expect(await homePrice(page, 'article [data-price="250000"]')).toMatch(/250,?000/);
  });

  it('leaves links outside the content area (widgetLinksIn) alone', async () => {
    const page = await demo.open('/demo/widget-links', TALL);
    await widgetReady(page, 'article [data-price="250000"]');
    const link = page.locator('aside').getByRole('link', { name: 'Home financing' });
    expect(await link.getAttribute('href')).toBe('/home-financing#hb-widget=mortgage-calculator');
    expect(await page.locator('aside [data-hb-widget], aside .hb-widget').count()).toBe(0);
  });

  it('shows a bad option as a message naming the widget and the attribute, and the link still leads to its page', async () => {
    const page = await demo.open('/demo/blank');
    await append(
      page,
      '<p><a id="bad" href="/home-financing#hb-widget=mortgage-calculator&amp;price=abc">Estimate your monthly payment</a></p>',
    );
    const host = page.locator('[data-hb-widget="mortgage-calculator"]');
    const alert = host.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      '[hb-mortgage-calculator] data-price "abc" is not a number: set it, e.g. data-price="250000"',
    );
    const link = host.getByRole('link', { name: 'Estimate your monthly payment' });
    // The fallback leads to the page without the widget's options.
    expect(await link.evaluate((a: HTMLAnchorElement) => a.href)).toBe(`${demo.baseUrl}/home-financing`);
    await link.click();
    await page.waitForURL(`${demo.baseUrl}/home-financing`);
  });

  it('keeps a link whose option cannot be an attribute a link, and says why', async () => {
    const page = await demo.open('/demo/blank');
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await append(
      page,
      '<p><a id="odd" href="/home-financing#hb-widget=mortgage-calculator&amp;home%20price=1">Estimate your monthly payment</a></p>',
    );
    await expect
      .poll(() => messages.join('\n'))
      .toMatch(/\[hb-mortgage-calculator\] could not start; its fallback content stays/);
    expect(await page.locator('main > p > #odd').getByText('Estimate your monthly payment').isVisible()).toBe(true);
  });

  it('leaves a link naming no widget alone, with a console message naming it', async () => {
    const page = await demo.open('/demo/blank');
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await append(page, '<p><a id="typo" href="/our-floorplans#hb-widget=floorplan">Our floorplans</a></p>');
    await expect.poll(() => messages.join('\n'), { timeout: 10_000 }).toMatch(/\[hb-floorplan\] could not load/);
    expect(await page.locator('main > p > #typo').getAttribute('href')).toBe('/our-floorplans#hb-widget=floorplan');
  });
});
