import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READS } from '../../core/api/contract';
import { TESTIMONIALS } from '../../demo/data/testimonials';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();

async function openWidget(path: string, widget: string, options?: Parameters<typeof demo.open>[1]): Promise<Page> {
  const page = await demo.open(path, options);
  await widgetReady(page, widget);
  return page;
}

describe('the about pages in Chromium (issue #12 part A)', () => {
  it('wraps the building process both ways by button and by keyboard, announcing “Step n of 8”; the page passes axe', async () => {
    const page = await openWidget('/building-process', 'hb-building-process', { width: 375 });
    const slideshow = page.getByRole('region', { name: 'Our building process' });
    const step = slideshow.getByRole('status');
    expect(await step.textContent()).toBe('Step 1 of 8');
    expect(await step.getAttribute('aria-live')).toBeNull(); // role=status is polite by itself

    await slideshow.getByRole('button', { name: 'Previous step' }).click();
    await expect.poll(() => step.textContent()).toBe('Step 8 of 8');
    expect(await slideshow.getByRole('heading', { level: 3 }).textContent()).toBe('Warranty and homeowner care');
    await slideshow.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => step.textContent()).toBe('Step 1 of 8');

    await slideshow.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => step.textContent()).toBe('Step 8 of 8');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => step.textContent()).toBe('Step 1 of 8');
    await page.keyboard.press('End');
    await expect.poll(() => step.textContent()).toBe('Step 8 of 8');

    await slideshow.getByRole('button', { name: 'Step 5: Construction begins' }).click();
    await expect.poll(() => step.textContent()).toBe('Step 5 of 8');
    expect(await slideshow.getByRole('group').textContent()).toContain('Building your home: 90-150 days');
    expect(
      await page
        .getByRole('region', { name: 'Your new home warranty' })
        .getByRole('link', { name: 'Request warranty service' })
        .getAttribute('href'),
    ).toBe('/service-request');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('shows the first story by default, a chosen one in the address, and follows Back; the page passes axe', async () => {
    const page = await openWidget('/homeowner-stories', 'hb-homeowner-stories');
    const story = page.getByRole('article');
    await expect.poll(() => story.getByRole('heading', { level: 2 }).textContent()).toBe('The Alvarez Family');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /The Washington Family/ }).click();
    await page.waitForFunction(() => location.hash === '#washington-family');
    await expect.poll(() => story.getByRole('heading', { level: 2 }).textContent()).toBe('The Washington Family');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('The Washington Family');
    expect(await page.getByRole('link', { name: /The Washington Family/ }).getAttribute('aria-current')).toBe('true');

    await page.goBack();
    await expect.poll(() => story.getByRole('heading', { level: 2 }).textContent()).toBe('The Alvarez Family');
    await page.context().close();
  });

  it('opens and scrolls to the story an address names on a phone, its top 80 px below the window’s, clear of the site’s header', async () => {
    const page = await openWidget('/homeowner-stories#kowalski-family', 'hb-homeowner-stories', {
      width: 375,
      height: 600,
      reducedMotion: true,
    });
    const story = page.getByRole('article');
    await expect.poll(() => story.getByRole('heading', { level: 2 }).textContent()).toBe('The Kowalski Family');
    await expect.poll(async () => Math.round((await story.boundingBox())?.y ?? -1)).toBe(80);
    await page.context().close();
  });

  it('lists every testimonial, and only a storage property’s with data-storage-community-id; the page passes axe', async () => {
    const page = await openWidget('/testimonials', 'hb-testimonials');
    const all = page.locator('hb-testimonials figcaption');
    await expect.poll(() => all.count()).toBe(TESTIMONIALS.length);
    await expectNoAxeViolations(page);

    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<hb-testimonials id="storage" data-storage-community-id="801"></hb-testimonials>',
        ),
    );
    await widgetReady(page, '#storage');
    await expect
      .poll(() => page.locator('#storage figcaption').allTextContents())
      .toEqual(['Bob T., tenant', 'Priya N., tenant']);
    await page.context().close();
  });

  it('groups the awards 2024 to 1996 with a year list that jumps, and lists the 15 charities; both pages pass axe', async () => {
    const page = await openWidget('/awards', 'hb-awards');
    const years = page.getByRole('navigation', { name: 'Jump to a year' }).getByRole('link');
    await expect.poll(() => years.count()).toBe(29);
    expect(await years.first().textContent()).toMatch(/^2024, \d awards?$/);
    expect(await years.last().textContent()).toMatch(/^1996, \d awards?$/);
    // A compact grid (issue 33): the years flow in three columns at 1280 px, each year one block
    // whatever its number of awards, rather than rows of two with half of them empty.
    const yearHeadings = page.locator('hb-awards').getByRole('heading', { level: 2, name: /^\d{4}$/ });
    const columns = await yearHeadings.evaluateAll(
      (hs) => new Set(hs.map((h) => Math.round(h.getBoundingClientRect().left))).size,
    );
    expect(columns).toBe(3);
    await expectNoAxeViolations(page);
    await years.filter({ hasText: /^2001,/ }).click();
    const heading = page.getByRole('heading', { name: '2001', exact: true });
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? -1)).toBe(80);

    await page.goto(`${demo.baseUrl}/local-commitment`);
    await widgetReady(page, 'hb-local-commitment');
    const charities = page.locator('hb-local-commitment').getByRole('listitem');
    await expect.poll(() => charities.count()).toBe(15);
    expect(await charities.first().getByRole('img').getAttribute('alt')).toBe('Polk County Habitat Partners logo');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('shows each read’s failure result with Try again when its answer breaks the contract', async () => {
    demo.state.faults = { mode: 'malformed', match: '/api/', delayMs: 0 };
    try {
      const page = await demo.open('/demo/blank');
      for (const [path, widget, read] of [
        ['/awards', 'hb-awards', READS.awards],
        ['/homeowner-stories', 'hb-homeowner-stories', READS.homeownerStories],
        ['/testimonials', 'hb-testimonials', READS.testimonials],
        ['/local-commitment', 'hb-local-commitment', READS.charities],
      ] as const) {
        await page.goto(demo.baseUrl + path);
        await widgetReady(page, widget);
        const alert = page.locator(widget).getByRole('alert');
        await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain(read.emptyMessage);
        expect(await page.locator(widget).getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      }
      expect(
        [READS.awards, READS.homeownerStories, READS.testimonials, READS.charities].map((r) => r.emptyMessage),
      ).toEqual(['No awards found', 'No stories found', 'No testimonials found', 'No organisations found']);
      await expectNoAxeViolations(page);
      await page.context().close();
    } finally {
      demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
    }
  });
});
