import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Asset, Community } from '../../core/api';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();
const api = async <T>(path: string): Promise<T[]> => ((await (await fetch(demo.baseUrl + path)).json()) as { results: T[] }).results;

async function openHero(options?: { width?: number; reducedMotion?: boolean }): Promise<Page> {
  const page = await demo.open('/', options);
  await widgetReady(page, 'hb-home-hero');
  await page.getByRole('region', { name: 'Map of communities in your price range' }).waitFor();
  return page;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
/** Our own computation of the communities in range: priced, and low <= price <= high. */
const inRange = (all: Community[], low: number, high: number) => all.filter((c) => c.price !== null && c.price >= low && c.price <= high);
const pinnedIds = (page: Page) =>
  page.locator('[data-hb-members]').evaluateAll((pins) => pins.flatMap((p) => (p as HTMLElement).dataset.hbMembers!.split(' ')).sort());
const ids = (list: Community[]) => list.map((c) => `community-${c.id}`).sort();

async function expectRange(page: Page, low: number, high: number) {
  const expected = inRange(await api<Community>('/api/community'), low, high);
  const noun = expected.length === 1 ? 'community' : 'communities';
  await page.getByRole('status').filter({ hasText: `${expected.length} ${noun} from ${dollars(low)} to ${dollars(high)}` }).waitFor();
  expect(await pinnedIds(page)).toEqual(ids(expected));
}

describe('hb-home-hero', () => {
  it("shows the hero slides (assets tagged hero) and the promotion '$25 down and up to $25K in options'", async () => {
    const page = await openHero();
    const hero = (await api<Asset>('/api/asset?flag=hero')).filter((a) => a.tags.includes('hero'));
    expect(hero.length).toBeGreaterThan(1);
    expect(await page.getByText('$25 down and up to $25K in options', { exact: true }).isVisible()).toBe(true);
    const carousel = page.getByRole('region', { name: 'Our homes' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const first = carousel.getByRole('group', { name: `1 of ${hero.length}` });
    expect(await first.getByRole('img').getAttribute('alt')).toBe(hero[0].alt);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await carousel.getByRole('group', { name: `2 of ${hero.length}` }).getByRole('img').getAttribute('alt')).toBe(hero[1].alt);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(await carousel.getByRole('group', { name: `${hero.length} of ${hero.length}` }).getByRole('img').getAttribute('alt')).toBe(hero[hero.length - 1].alt);
    await expectNoAxeViolations(page);
  });

  it('has a pause button for the moving slides, and holds them still on hover and on focus', async () => {
    const page = await openHero();
    const carousel = page.getByRole('region', { name: 'Our homes' });
    const live = carousel.locator('[aria-live]');
    await page.mouse.move(5, 5);
    await expect(live.getAttribute('aria-live')).resolves.toBe('off');
    await carousel.hover();
    await expect(live.getAttribute('aria-live')).resolves.toBe('polite');
    await page.mouse.move(5, 5);
    await expect(live.getAttribute('aria-live')).resolves.toBe('off');
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await expect(live.getAttribute('aria-live')).resolves.toBe('polite');
    await page.getByRole('slider', { name: 'Minimum price' }).focus();
    await expect(live.getAttribute('aria-live')).resolves.toBe('off');

    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await carousel.getByRole('button', { name: 'Play slides' }).waitFor();
    await page.getByRole('slider', { name: 'Minimum price' }).focus();
    await expect(live.getAttribute('aria-live')).resolves.toBe('polite');
  });

  it('does not move the slides on its own when the system asks for reduced motion', async () => {
    const page = await openHero({ reducedMotion: true });
    const carousel = page.getByRole('region', { name: 'Our homes' });
    await carousel.getByRole('button', { name: 'Play slides' }).waitFor();
    await expect(carousel.locator('[aria-live]').getAttribute('aria-live')).resolves.toBe('polite');
  });

  it('pins the communities priced from 125,000 to 300,000, and narrows them with the number fields', async () => {
    const page = await openHero();
    await expect(page.getByRole('slider', { name: 'Minimum price' }).inputValue()).resolves.toBe('125000');
    await expect(page.getByRole('slider', { name: 'Maximum price' }).inputValue()).resolves.toBe('300000');
    await expectRange(page, 125_000, 300_000);

    await page.getByRole('spinbutton', { name: 'Minimum price' }).fill('210000');
    await page.keyboard.press('Enter');
    await expectRange(page, 210_000, 300_000);
    await expect(page.getByRole('slider', { name: 'Minimum price' }).getAttribute('aria-valuetext')).resolves.toBe('$210,000');

    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('230000');
    await page.getByRole('spinbutton', { name: 'Maximum price' }).blur();
    await expectRange(page, 210_000, 230_000);
    await expectNoAxeViolations(page);
  });

  it('moves the thumbs by keyboard, and never lets them cross', async () => {
    const page = await openHero();
    const low = page.getByRole('slider', { name: 'Minimum price' });
    await low.focus();
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('spinbutton', { name: 'Minimum price' }).inputValue()).resolves.toBe('200000');
    await expectRange(page, 200_000, 300_000);

    const high = page.getByRole('slider', { name: 'Maximum price' });
    await high.focus();
    await page.keyboard.press('Home');
    await expect(high.inputValue()).resolves.toBe('200000');
    await expectRange(page, 200_000, 200_000);

    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('150000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Maximum price' }).inputValue()).resolves.toBe('200000');
  });

  it('says so when no community is in the range', async () => {
    const page = await openHero();
    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('125000');
    await page.keyboard.press('Enter');
    await page.getByText('No communities found in this price range. Widen the range to see more.').waitFor();
    expect(await pinnedIds(page)).toEqual([]);
  });

  it("opens a pin's card with the community's facts and heart, on a phone too", async () => {
    const page = await openHero({ width: 375 });
    const highland = (await api<Community>('/api/community')).find((c) => c.name === 'Highland Fields')!;
    // A phone at zoom 10 cannot show Christina Oaks beyond the west edge: it joins Highland Fields' marker, which zooms in.
    await page.getByRole('button', { name: /^2 communities: .*Highland Fields.*Zoom in to see them\.$/ }).click();
    await page.getByRole('button', { name: `Highland Fields, from ${dollars(highland.price!)}` }).click();
    const card = page.getByRole('region', { name: 'Highland Fields' });
    await card.getByRole('link', { name: 'View Highland Fields' }).waitFor();
    await expect(card.getByRole('button', { name: 'Save Highland Fields to favorites' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
  });
});
