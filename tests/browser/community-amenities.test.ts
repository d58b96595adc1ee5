import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Amenity, Community } from '../../core/api';
import { fakeMaps, openWithFakeGoogleMaps } from './fake-google-maps';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';
import { expectEveryPinInside, expectNoLabelOnAPin } from './map-boxes';
import { HOUSE_MARKER_ID, placeMarkerId } from '../../widgets/community-amenities/amenity-markers';

const demo = useDemo();
const HIGHLAND_FIELDS = 12;
const amenities = async () =>
  ((await (await fetch(`${demo.baseUrl}/api/community/${HIGHLAND_FIELDS}/amenities`)).json()) as { results: Amenity[] })
    .results;
const community = async () =>
  ((await (await fetch(`${demo.baseUrl}/api/community/${HIGHLAND_FIELDS}`)).json()) as { result: Community }).result;

async function openAmenities(): Promise<Page> {
  const page = await demo.open('/community/highland-fields/amenities');
  await widgetReady(page, 'hb-community-amenities');
  await page.getByRole('region', { name: 'Map of amenities near Highland Fields' }).waitFor();
  return page;
}

/** The names of the pins drawn (the house included), wherever the map draws them. */
const pinNames = (scope: Page | Locator) => scope.locator('[data-hb-members] .hb-visually-hidden').allTextContents();
const placeNames = (a: Amenity) => a.pins.map((p) => `${p.name}, ${a.name}`);
/** spec.md section 4: one amenity at a time, so the filter is a radio group (with "None" for the house alone). */
const filter = (page: Page) => page.getByRole('group', { name: 'Nearby amenities' });
const radio = (page: Page, a: Amenity) => filter(page).getByRole('radio', { name: `${a.name} (${a.pins.length})` });
const none = (page: Page) => filter(page).getByRole('radio', { name: 'None' });

/** Issue 33: a card opens beside the marker that opened it (it opened in the map's corner), inside the map, hiding none of it. */
async function expectBesideItsMarker(page: Page, card: Locator, marker: Locator) {
  const [c, p, map] = await Promise.all([
    card.boundingBox(),
    marker.boundingBox(),
    page.locator('.hb-map__frame').boundingBox(),
  ]);
  if (!c || !p || !map) throw new Error('the card, its marker or the map is not drawn');
  expect(
    c.x >= map.x && c.y >= map.y && c.x + c.width <= map.x + map.width && c.y + c.height <= map.y + map.height,
  ).toBe(true);
  // The gap between the two boxes, across and along: beside means apart by a few pixels, not across the map.
  const apart = (a0: number, a1: number, b0: number, b1: number) => Math.max(b0 - a1, a0 - b1);
  const gap = Math.max(apart(c.x, c.x + c.width, p.x, p.x + p.width), apart(c.y, c.y + c.height, p.y, p.y + p.height));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(12);
}

/** spec.md section 4: a choice clears the info window, swaps in its pins plus the house, and unchecks the others. */
async function expectFilterSequence(page: Page, scope: Page | Locator) {
  const [first, second] = await amenities();
  const house = 'Highland Fields (this community)';
  await scope.getByRole('button', { name: house }).waitFor();
  expect(await pinNames(scope)).toEqual([house]);

  await scope.getByRole('button', { name: house }).click();
  const card = page.getByRole('region', { name: 'Highland Fields', exact: true });
  await card.waitFor();
  await expectBesideItsMarker(page, card, scope.getByRole('button', { name: house }));
  expect(await card.textContent()).toContain((await community()).address);

  await radio(page, first).check();
  await card.waitFor({ state: 'detached' });
  await expect.poll(() => pinNames(scope).then((n) => n.sort())).toEqual([...placeNames(first), house].sort());

  const place = scope.getByRole('button', { name: placeNames(first)[0] });
  await place.click();
  const placeCard = page.getByRole('region', { name: first.pins[0].name, exact: true });
  await placeCard.waitFor();
  await expectBesideItsMarker(page, placeCard, place);
  await radio(page, second).check();
  await placeCard.waitFor({ state: 'detached' });
  expect(await radio(page, first).isChecked()).toBe(false);
  expect(await radio(page, second).isChecked()).toBe(true);
  await expect.poll(() => pinNames(scope).then((n) => n.sort())).toEqual([...placeNames(second), house].sort());

  await none(page).check();
  expect(await radio(page, second).isChecked()).toBe(false);
  await expect.poll(() => pinNames(scope)).toEqual([house]);
}

describe('hb-community-amenities', () => {
  it('starts with the community\'s blue house only, and one radio button an amenity, "None" chosen', async () => {
    const page = await openAmenities();
    const list = await amenities();
    expect(await filter(page).getByRole('radio').count()).toBe(list.length + 1);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await none(page).isChecked()).toBe(true);
    for (const a of list) expect(await radio(page, a).isChecked()).toBe(false);
    expect(await pinNames(page)).toEqual(['Highland Fields (this community)']);
    expect(await page.locator('.hb-map-pin--house').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('swaps pins, clears the info window and unchecks the other filters on the keyless map', async () => {
    const page = await openAmenities();
    await expectFilterSequence(page, page.locator('.hb-map__surface'));
    await expectNoAxeViolations(page);
  });

  it("lists the chosen amenity's places beside the map and opens a place's card with directions", async () => {
    const page = await openAmenities();
    const [first] = await amenities();
    await radio(page, first).check();
    const listed = page.getByRole('list', { name: `${first.name} near Highland Fields` });
    expect(await listed.getByRole('listitem').allTextContents()).toEqual(first.pins.map((p) => p.name));
    await page.getByRole('button', { name: placeNames(first)[0] }).click();
    const directions = page
      .getByRole('region', { name: first.pins[0].name })
      .getByRole('link', { name: /^Directions/ });
    expect(await directions.getAttribute('href')).toContain(
      encodeURIComponent(`${first.pins[0].latitude},${first.pins[0].longitude}`),
    );
    await expectNoAxeViolations(page);
  });

  it('moves the choice with the arrow keys, as a radio group does, swapping the pins each time', async () => {
    const page = await openAmenities();
    const [first, second] = await amenities();
    const surface = page.locator('.hb-map__surface');
    const house = 'Highland Fields (this community)';
    await none(page).focus();
    await page.keyboard.press('ArrowDown');
    expect(await radio(page, first).isChecked()).toBe(true);
    await expect.poll(() => radio(page, first).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => pinNames(surface).then((n) => n.sort())).toEqual([...placeNames(first), house].sort());
    await page.keyboard.press('ArrowRight');
    expect(await radio(page, second).isChecked()).toBe(true);
    expect(await radio(page, first).isChecked()).toBe(false);
    await expect.poll(() => pinNames(surface).then((n) => n.sort())).toEqual([...placeNames(second), house].sort());
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await none(page).isChecked()).toBe(true);
    await expect.poll(() => pinNames(surface)).toEqual([house]);
    // Tab leaves the group from its chosen button: one stop for the whole filter.
    await page.keyboard.press('Tab');
    expect(await filter(page).evaluate((group) => group.contains(document.activeElement))).toBe(false);
  });

  it('at zoom 13 (spec.md), draws every place of each amenity inside the map at 375 and 1280 px, names clear of the pins', async () => {
    const list = await amenities();
    for (const width of [375, 1280]) {
      const page = await demo.open('/community/highland-fields/amenities', { width });
      await widgetReady(page, 'hb-community-amenities');
      for (const a of list) {
        await radio(page, a).check();
        const ids = [HOUSE_MARKER_ID, ...a.pins.map((p) => placeMarkerId(p.place_id))].sort();
        await expect
          .poll(() =>
            page
              .locator('[data-hb-members]')
              .evaluateAll((m) => m.flatMap((e) => (e as HTMLElement).dataset.hbMembers!.split(' ')).sort()),
          )
          .toEqual(ids);
        await expectEveryPinInside(page, ids, { edges: true });
        await expectNoLabelOnAPin(page);
      }
      await page.context().close();
    }
  }, 120_000);

  it('on Google (a fake google.maps here): zoom 13, scroll wheel, street view and map type control off, and the same sequence', async () => {
    const page = await openWithFakeGoogleMaps(demo, '/demo/community-amenities-with-maps-key');
    const pane = page.locator('[data-fake-pane="overlayMouseTarget"]');
    await pane.getByRole('button', { name: 'Highland Fields (this community)' }).waitFor();
    const [google] = await fakeMaps(page);
    expect(google.options).toMatchObject({
      zoom: 13,
      scrollwheel: false,
      streetViewControl: false,
      mapTypeControl: false,
      minZoom: 10,
      maxZoom: 13,
    });
    const c = await community();
    expect(google.center.lat).toBeCloseTo(c.latitude, 6);
    expect(google.center.lng).toBeCloseTo(c.longitude, 6);
    await expectFilterSequence(page, pane);
    await expectNoAxeViolations(page);
  });

  it('says "No communities found" when the community cannot be read', async () => {
    const page = await demo.open('/demo/blank');
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<hb-community-amenities data-community-id="9999" data-load="eager"></hb-community-amenities>',
      ),
    );
    await page
      .locator('hb-community-amenities[data-community-id="9999"]')
      .getByRole('alert')
      .filter({ hasText: 'No communities found' })
      .waitFor();
  });
});
