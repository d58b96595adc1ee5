import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../core/api';
import { createSeed } from '../../demo/data';
import { BASE_PLAN_COUNT } from '../../demo/data/plans';
import {
  chromiumOfWorker,
  contextsOpenedFromNow,
  expectNoAxeViolations,
  startDemoServer,
  useDemo,
  widgetReady,
} from './harness';

type Choice = number | 'all';

/** spec.md section 5, written out plainly, to check the page against the API's data. */
function expected(
  plans: Plan[],
  f: { beds: Choice; baths: Choice; sqft: Choice; minPrice: Choice; maxPrice: Choice },
): string[] {
  const inRange = (v: Choice, low: number | null, high: number | null) =>
    v === 'all' || (low !== null && (high === null ? v === low : v >= low && v <= high));
  return plans
    .filter((p) => inRange(f.beds, p.bed_low, p.bed_high) && inRange(f.baths, p.bath_low, p.bath_high))
    .filter((p) => f.sqft === 'all' || (p.sqft_low !== null && f.sqft <= (p.sqft_high ?? p.sqft_low)))
    .filter((p) => f.minPrice === 'all' || (p.price !== null && p.price >= f.minPrice))
    .filter((p) => f.maxPrice === 'all' || p.price === null || p.price <= f.maxPrice)
    .sort((a, b) => (a.sqft_low ?? Infinity) - (b.sqft_low ?? Infinity))
    .map((p) => p.name);
}

/**
 * The names of every plan the list shows, pressing "Show more" until all are there. The list
 * paints its first row at once and the rest a frame later, so wait until the cards shown are as
 * many as its "Showing N of M floorplans" (or "N floorplans") line says.
 */
async function shownNames(page: Page): Promise<string[]> {
  const more = page.getByRole('button', { name: /^Show \d+ more/ });
  while (await more.isVisible()) await more.click();
  const cards = page.locator('hb-floorplans article h3');
  const status = page.getByRole('status').filter({ hasText: /\d+ floorplan/ });
  const said = async () => {
    const text = (await status.textContent()) ?? '';
    return Number((/Showing (\d+) of/.exec(text) ?? /^(\d+) floorplan/.exec(text))?.[1] ?? -1);
  };
  await expect.poll(async () => (await said()) === (await cards.count())).toBe(true);
  return cards.allTextContents();
}

describe('hb-floorplans', () => {
  const demo = useDemo();
  const plans = async (query = '') =>
    ((await (await fetch(`${demo.baseUrl}/api/plan${query}`)).json()) as { results: Plan[] }).results;

  it('lists every plan, smallest first, with the communities that offer it', async () => {
    const page = await demo.open('/our-floorplans');
    await widgetReady(page, 'hb-floorplans');
    const all = await plans();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'floorplans' }).textContent())
      .toBe(`Showing 12 of ${all.length} floorplans`);
    expect(await shownNames(page)).toEqual(
      expected(all, { beds: 'all', baths: 'all', sqft: 'all', minPrice: 'all', maxPrice: 'all' }),
    );
    const aspen = page.locator('hb-floorplans article', { has: page.getByRole('heading', { name: 'Aspen' }) });
    const offering = all.find((p) => p.name === 'Aspen')!.residences[0];
    await expect
      .poll(() => aspen.getByRole('link', { name: offering.community }).getAttribute('href'))
      .toBe(offering.url);
    await expectNoAxeViolations(page);
  });

  it('filters by beds, baths, sq ft and price as spec.md says, and keeps the filters in the address', async () => {
    const page = await demo.open('/our-floorplans', { width: 375 });
    await widgetReady(page, 'hb-floorplans');
    await page.getByLabel('Bedrooms').selectOption('4');
    await page.getByLabel('Square feet').selectOption('2000');
    await page.getByLabel('Minimum price').selectOption('250000');
    await page.getByLabel('Maximum price').selectOption('325000');
    const want = expected(await plans(), { beds: 4, baths: 'all', sqft: 2000, minPrice: 250_000, maxPrice: 325_000 });
    expect(want.length).toBeGreaterThan(0);
    expect(await shownNames(page)).toEqual(want);
    await expect.poll(() => new URL(page.url()).search).toBe('?beds=4&sqft=2000&min_price=250000&max_price=325000');
    await expectNoAxeViolations(page);

    // A shared address shows the same list; and the list survives leaving and coming back.
    await page.goto(`${demo.baseUrl}/our-floorplans?baths=2.5&sort=price`);
    await widgetReady(page, 'hb-floorplans');
    await expect.poll(() => page.getByLabel('Bathrooms').inputValue()).toBe('2.5');
    const byPrice = (await plans()).filter((p) =>
      p.bath_high === null ? p.bath_low === 2.5 : p.bath_low! <= 2.5 && 2.5 <= p.bath_high,
    );
    byPrice.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
    expect(await shownNames(page)).toEqual(byPrice.map((p) => p.name));
    await page.locator('hb-floorplans article h3 a').first().click();
    await page.waitForURL(/\/our-floorplans\/[a-z-]+$/);
    await page.goBack();
    await widgetReady(page, 'hb-floorplans');
    expect(await page.getByLabel('Bathrooms').inputValue()).toBe('2.5');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price');
  });

  it('says so when no plan matches, and clearing the filters brings them all back', async () => {
    const page = await demo.open('/our-floorplans?beds=3&sqft=3000');
    await widgetReady(page, 'hb-floorplans');
    await expect.poll(() => page.getByText('No floorplans match these filters.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await shownNames(page)).toHaveLength((await plans()).length);
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  for (const key of ['Enter', 'Space'])
    it(`keeps focus on “Clear filters” pressed with ${key}, and says it has nothing more to clear`, async () => {
      const page = await demo.open('/our-floorplans?beds=3&sqft=3000');
      await widgetReady(page, 'hb-floorplans');
      await expect.poll(() => page.getByText('No floorplans match these filters.').isVisible()).toBe(true);
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await clear.focus();
      await page.keyboard.press(key);
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect.poll(() => clear.getAttribute('aria-disabled')).toBe('true');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      await expect.poll(() => clear.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    });

  it('shows “No floorplans found” when the plans cannot be read', async () => {
    demo.state.faults = { mode: 'fail', match: '/api/plan', delayMs: 0 };
    try {
      const page = await demo.open('/our-floorplans');
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('No floorplans found');
      await expectNoAxeViolations(page);
    } finally {
      demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
    }
  });

  it('our home your land lists only the on-your-lot plans of community 25, without an on-your-lot choice', async () => {
    const page = await demo.open('/our-home-your-land');
    await widgetReady(page, 'hb-floorplans');
    const want = (await plans('?community_id=25')).filter(
      (p) => p.is_on_your_lot && p.residences.some((r) => r.community_id === 25),
    );
    want.sort((a, b) => (a.sqft_low ?? Infinity) - (b.sqft_low ?? Infinity));
    expect(want.length).toBeGreaterThan(0);
    expect(await shownNames(page)).toEqual(want.map((p) => p.name));
    expect(await page.getByLabel('Build on your lot').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe('hb-floorplan-detail', () => {
  const demo = useDemo();

  it('shows the plan beside its floor plan, which zooms in the gallery dialog, and a community dropdown that starts with “Select Community to see price” and goes to that community’s floorplans', async () => {
    const page = await demo.open('/our-floorplans/aspen');
    await widgetReady(page, 'hb-floorplan-detail');
    // It is the page's main content (data-page-heading): the plan names the page and the tab.
    await expect.poll(() => page.getByRole('heading', { name: 'Aspen', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toMatch(/^Aspen – Floorplan/);
    // In the CMS's own typography: the page's serif, not a font of the widget's.
    const fontOf = (selector: string) =>
      page.evaluate((sel) => getComputedStyle(document.querySelector(sel)!).fontFamily, selector);
    expect(await fontOf('hb-floorplan-detail h1')).toBe(await fontOf('body'));
    const select = page.getByLabel('Prices by community');
    expect((await select.locator('option').first().textContent())?.trim()).toBe('Select Community to see price');
    await expectNoAxeViolations(page);
    // Issue 33: at 1280 px the floor plan leads the pictures, beside the facts; it zooms in the gallery dialog.
    const floorPlan = page.getByRole('button', {
      name: /^Open the gallery at picture 1 of \d+: Aspen floor plan, first floor/,
    });
    const [picture, heading] = await Promise.all([
      floorPlan.first().boundingBox(),
      page.getByRole('heading', { name: 'Aspen', level: 1 }).boundingBox(),
    ]);
    expect(picture!.x + picture!.width).toBeLessThanOrEqual(heading!.x);
    expect(heading!.y).toBeLessThan(picture!.y + picture!.height);
    expect(
      await page
        .getByRole('group', { name: 'Ask about the Aspen' })
        .getByRole('button', { name: 'Schedule a tour' })
        .isVisible(),
    ).toBe(true);
    await floorPlan.first().click();
    const gallery = page.getByRole('dialog', { name: 'Aspen gallery' });
    await gallery.getByRole('button', { name: 'Zoom in' }).click();
    expect(await gallery.getByRole('button', { name: 'Zoom in' }).getAttribute('aria-pressed')).toBe('true');
    const zoomed = gallery.getByRole('region', { name: /^Aspen floor plan, first floor.*, zoomed in$/ });
    await expect
      .poll(() => zoomed.evaluate((box) => box.scrollWidth > box.clientWidth * 2 && box.querySelector('img')!.complete))
      .toBe(true);
    // At the drawing's middle, where its rooms are, not its top-left margin.
    const { left, top } = await zoomed.evaluate((box) => ({
      left: box.scrollLeft / (box.scrollWidth - box.clientWidth),
      top: box.scrollTop / (box.scrollHeight - box.clientHeight),
    }));
    expect(left).toBeCloseTo(0.5, 1);
    expect(top).toBeCloseTo(0.5, 1);
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery.isVisible()).toBe(false);
    const plan = ((await (await fetch(`${demo.baseUrl}/api/plan/101`)).json()) as { result: Plan }).result;
    const offering = plan.residences[0];
    await select.selectOption({ label: offering.community });
    await page.waitForURL(`${demo.baseUrl}${offering.url.replace(/\/[^/]+$/, '')}`);
    await widgetReady(page, 'hb-community-floorplans');
    await expect
      .poll(() => page.getByRole('heading', { name: `Floorplans at ${offering.community}` }).isVisible())
      .toBe(true);
  });

  it('opens the video tour in a dialog', async () => {
    const page = await demo.open('/our-floorplans/aspen');
    await widgetReady(page, 'hb-floorplan-detail');
    await page.getByRole('button', { name: 'Watch the Aspen video tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aspen video tour' });
    // Nothing to fill in: it opens on its heading, so a screen reader starts from the top.
    await expect
      .poll(() =>
        dialog.getByRole('heading', { name: 'Aspen video tour' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(await dialog.locator('iframe').getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});

describe('hb-community-floorplans', () => {
  const demo = useDemo();

  it('filters the community’s plans and prints exactly those on the pricing sheet', async () => {
    const page = await demo.open('/community/lakeside-preserve/floorplans');
    await widgetReady(page, 'hb-community-floorplans');
    await page.getByLabel('Bedrooms').selectOption('4');
    const names = await page.locator('hb-community-floorplans article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const [sheet] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: /Print the pricing sheet/ }).click(),
    ]);
    await sheet.waitForLoadState();
    expect(await sheet.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Lakeside Preserve: floorplans and pricing',
    );
    expect(await sheet.locator('tbody th').allTextContents()).toEqual(names);
    await expectNoAxeViolations(sheet);
  });
});

describe('hb-floorplans with 2,000 plans (issue #8 point 5: render the first page, defer the rest)', () => {
  let server: Awaited<ReturnType<typeof startDemoServer>>;
  let browser: Awaited<ReturnType<typeof chromiumOfWorker>>;
  let closeContexts = async () => {};
  beforeAll(async () => {
    server = await startDemoServer({ seed: createSeed({ extraPlans: 2_000 - BASE_PLAN_COUNT }) });
    browser = await chromiumOfWorker();
    closeContexts = contextsOpenedFromNow(browser);
  });
  afterAll(async () => {
    await closeContexts();
    await server?.close();
  });

  it('shows the first 12 cards, and “Show 12 more floorplans” adds the next 12 with focus on the first of them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.baseUrl}/our-floorplans`);
    const cards = page.locator('hb-floorplans article h3');
    await page.getByRole('status').filter({ hasText: 'Showing 12 of 2,000 floorplans' }).waitFor();
    await expect.poll(() => cards.count()).toBe(12);
    const first = await cards.allTextContents();

    await page.getByRole('button', { name: 'Show 12 more floorplans' }).click();
    await page.getByRole('status').filter({ hasText: 'Showing 24 of 2,000 floorplans' }).waitFor();
    await expect.poll(() => cards.count()).toBe(24);
    expect((await cards.allTextContents()).slice(0, 12)).toEqual(first);
    const thirteenth = page.locator('hb-floorplans .hb-show-more__item').nth(12);
    await expect.poll(() => thirteenth.evaluate((item) => item.contains(document.activeElement))).toBe(true);

    // A filter change starts again from the first page of what matches.
    await page.getByLabel('Bedrooms').selectOption('4');
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing 12 of [\d,]+ floorplans$/ })
      .waitFor();
    await expect.poll(() => cards.count()).toBe(12);

    // The frame after a change brings one row of new cards (three at 1280 px), the rest follows.
    const before = await cards.allTextContents();
    const firstFrame = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const label = [...document.querySelectorAll<HTMLLabelElement>('hb-floorplans label')].find(
            (l) => l.textContent?.trim() === 'Sort by',
          )!;
          const select = document.getElementById(label.htmlFor) as HTMLSelectElement;
          select.value = 'price';
          select.dispatchEvent(new Event('change', { bubbles: true }));
          // The list renders in a microtask after the event: this one runs once it has.
          queueMicrotask(() =>
            resolve([...document.querySelectorAll('hb-floorplans article h3')].map((h) => h.textContent ?? '')),
          );
        }),
    );
    await expect.poll(() => cards.count()).toBe(12);
    const byPrice = await cards.allTextContents();
    expect(byPrice.filter((name) => !before.includes(name)).length).toBeGreaterThan(3);
    expect(firstFrame.filter((name) => !before.includes(name))).toEqual(
      byPrice.filter((name) => !before.includes(name)).slice(0, 3),
    );
    await page.close();
  });
});
