import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Asset, Community } from '../../core/api';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();
const api = async <T>(path: string): Promise<T[]> =>
  ((await (await fetch(demo.baseUrl + path)).json()) as { results: T[] }).results;

async function openHero(options?: { width?: number; reducedMotion?: boolean }): Promise<Page> {
  const page = await demo.open('/', options);
  await widgetReady(page, 'hb-home-hero[data-slides-only]');
  // The homepage holds the finder further down (issue 33: hero, featured communities, the homes
  // ready soonest, then the map): it loads as it comes near.
  await page.locator('hb-home-hero[data-finder-only]').scrollIntoViewIfNeeded();
  await widgetReady(page, 'hb-home-hero[data-finder-only]');
  await page.getByRole('region', { name: 'Map of communities in your price range' }).waitFor();
  return page;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
/** Our own computation of the communities in range: priced, and low <= price <= high. */
const inRange = (all: Community[], low: number, high: number) =>
  all.filter((c) => c.price !== null && c.price >= low && c.price <= high);
const pinnedIds = (page: Page) =>
  page
    .locator('[data-hb-members]')
    .evaluateAll((pins) => pins.flatMap((p) => (p as HTMLElement).dataset.hbMembers!.split(' ')).sort());
const ids = (list: Community[]) => list.map((c) => `community-${c.id}`).sort();

async function expectRange(page: Page, low: number, high: number) {
  const expected = inRange(await api<Community>('/api/community'), low, high);
  const noun = expected.length === 1 ? 'community' : 'communities';
  await page
    .getByRole('status')
    .filter({ hasText: `${expected.length} ${noun} from ${dollars(low)} to ${dollars(high)}` })
    .waitFor();
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
    expect(
      await carousel
        .getByRole('group', { name: `2 of ${hero.length}` })
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe(hero[1].alt);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(
      await carousel
        .getByRole('group', { name: `${hero.length} of ${hero.length}` })
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe(hero[hero.length - 1].alt);

    // The rest of the homepage (issue 33): featured communities, the homes ready soonest, a call to schedule a tour.
    for (const widget of ['hb-featured-communities', 'hb-move-in-ready']) {
      await page.locator(widget).scrollIntoViewIfNeeded();
      await widgetReady(page, widget);
    }
    const featured = page.getByRole('region', { name: 'Featured communities' });
    await expect.poll(() => featured.getByRole('heading', { level: 3 }).count()).toBe(3);
    await featured.getByRole('link', { name: 'See all our communities' }).waitFor();
    const soon = page.getByRole('region', { name: 'Move in soon' });
    await expect.poll(() => soon.getByRole('article').count()).toBe(4);
    await soon.getByText('Ready to move in now').first().waitFor();
    // The home page's own invitation, below the map (the header and footer carry one too).
    const invite = page.getByRole('region', { name: 'See a home in person' });
    expect(await invite.getByRole('link', { name: 'Schedule a tour' }).getAttribute('href')).toBe('/schedule-a-visit');
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

  it('pins the communities priced from 125,000 to 300,000, and narrows them with the number fields, rounded to 25,000 steps', async () => {
    const page = await openHero();
    await expect(page.getByRole('slider', { name: 'Minimum price' }).inputValue()).resolves.toBe('125000');
    await expect(page.getByRole('slider', { name: 'Maximum price' }).inputValue()).resolves.toBe('300000');
    await expectRange(page, 125_000, 300_000);

    const minimum = page.getByRole('spinbutton', { name: 'Minimum price' });
    await minimum.fill('210000');
    await page.keyboard.press('Enter');
    await expectRange(page, 200_000, 300_000);
    await expect(minimum.inputValue()).resolves.toBe('200000');
    await expect(page.getByRole('slider', { name: 'Minimum price' }).getAttribute('aria-valuetext')).resolves.toBe(
      '$200,000',
    );
    // Said where the value changed, politely, and tied to the field.
    const note = page.getByRole('status').filter({ hasText: 'Rounded down to $200,000: prices go in $25,000 steps.' });
    await note.waitFor();
    expect(
      await page.evaluate(
        (id) => document.getElementById(id!)?.textContent,
        await minimum.getAttribute('aria-describedby'),
      ),
    ).toBe('Rounded down to $200,000: prices go in $25,000 steps.');

    const maximum = page.getByRole('spinbutton', { name: 'Maximum price' });
    await maximum.fill('230000');
    await maximum.blur();
    await expectRange(page, 200_000, 250_000);
    await page.getByRole('status').filter({ hasText: 'Rounded up to $250,000: prices go in $25,000 steps.' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('moves the thumbs by keyboard in 25,000 steps, and never lets them cross or meet', async () => {
    const page = await openHero();
    const low = page.getByRole('slider', { name: 'Minimum price' });
    const high = page.getByRole('slider', { name: 'Maximum price' });
    await low.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('spinbutton', { name: 'Minimum price' }).inputValue()).resolves.toBe('200000');
    await expectRange(page, 200_000, 300_000);

    await high.focus();
    await page.keyboard.press('Home');
    await expect(high.inputValue()).resolves.toBe('225000');
    await expectRange(page, 200_000, 225_000);
    await low.focus();
    await page.keyboard.press('End');
    await expect(low.inputValue()).resolves.toBe('200000');
    await expectRange(page, 200_000, 225_000);
  });

  it('keeps typed prices apart too: the other thumb moves, and the field says so', async () => {
    const page = await openHero();
    // issue #17: 400000 typed into Minimum silently became the maximum, the thumbs on top of each other.
    await page.getByRole('spinbutton', { name: 'Minimum price' }).fill('400000');
    await page.keyboard.press('Enter');
    await expectRange(page, 275_000, 300_000);
    await page
      .getByRole('status')
      .filter({ hasText: 'Set to $275,000: the minimum stays below the highest price here, $300,000.' })
      .waitFor();

    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('200000');
    await page.keyboard.press('Enter');
    await expectRange(page, 175_000, 200_000);
    await page.getByRole('status').filter({ hasText: 'Minimum moved down to $175,000.' }).waitFor();
    await expect(page.getByRole('slider', { name: 'Minimum price' }).inputValue()).resolves.toBe('175000');
  });

  it('says what to change when no community is in the range, and following it finds one', async () => {
    const page = await openHero();
    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('150000');
    await page.keyboard.press('Enter');
    await expectRange(page, 125_000, 150_000);
    const nearest = (await api<Community>('/api/community'))
      .filter((c) => c.price !== null && c.price > 150_000 && c.price <= 300_000)
      .sort((a, b) => a.price! - b.price!)[0];
    const raiseTo = Math.ceil(nearest.price! / 25_000) * 25_000;
    await page
      .getByRole('status')
      .filter({
        hasText: `0 communities from $125,000 to $150,000. Raise the maximum to ${dollars(raiseTo)} to see ${nearest.name} (from ${dollars(nearest.price!)}).`,
      })
      .waitFor();
    expect(await pinnedIds(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill(String(raiseTo));
    await page.keyboard.press('Enter');
    await expectRange(page, 125_000, raiseTo);
    expect(await pinnedIds(page)).toContain(`community-${nearest.id}`);
  });

  it("opens a pin's card with the community's facts and heart, on a phone too", async () => {
    const page = await openHero({ width: 375 });
    const highland = (await api<Community>('/api/community')).find((c) => c.name === 'Highland Fields')!;
    // A phone at zoom 10 cannot show Christina Oaks beyond the west edge: it joins Highland Fields' marker, which zooms in.
    await page.getByRole('button', { name: /^2 communities: .*Highland Fields.*Zoom in to see them\.$/ }).click();
    await page.getByRole('button', { name: `Highland Fields, from ${dollars(highland.price!)}` }).click();
    const card = page.getByRole('region', { name: 'Highland Fields' });
    await card.getByRole('link', { name: 'View Highland Fields' }).waitFor();
    await expect(card.getByRole('button', { name: 'Save Highland Fields to favorites' }).isVisible()).resolves.toBe(
      true,
    );
    await expectNoAxeViolations(page);
  });
});
