import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Amenity, Community } from '../../core/api';
import { fakeMaps, openWithFakeGoogleMaps } from './fake-google-maps';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();
const HIGHLAND_FIELDS = 12;
const amenities = async () => ((await (await fetch(`${demo.baseUrl}/api/community/${HIGHLAND_FIELDS}/amenities`)).json()) as { results: Amenity[] }).results;
const community = async () => ((await (await fetch(`${demo.baseUrl}/api/community/${HIGHLAND_FIELDS}`)).json()) as { result: Community }).result;

async function openAmenities(): Promise<Page> {
  const page = await demo.open('/community/highland-fields/amenities');
  await widgetReady(page, 'hb-community-amenities');
  await page.getByRole('region', { name: 'Map of amenities near Highland Fields' }).waitFor();
  return page;
}

/** The names of the pins drawn (the house included), wherever the map draws them. */
const pinNames = (scope: Page | Locator) => scope.locator('[data-hb-members] .hb-visually-hidden').allTextContents();
const placeNames = (a: Amenity) => a.pins.map((p) => `${p.name}, ${a.name}`);
const checkbox = (page: Page, a: Amenity) => page.getByRole('checkbox', { name: `${a.name} (${a.pins.length})` });

/** spec.md section 4: a choice clears the info window, swaps in its pins plus the house, and unchecks the others. */
async function expectFilterSequence(page: Page, scope: Page | Locator) {
  const [first, second] = await amenities();
  const house = 'Highland Fields (this community)';
  await scope.getByRole('button', { name: house }).waitFor();
  expect(await pinNames(scope)).toEqual([house]);

  await scope.getByRole('button', { name: house }).click();
  const card = page.getByRole('region', { name: 'Highland Fields', exact: true });
  await card.waitFor();
  expect(await card.textContent()).toContain((await community()).address);

  await checkbox(page, first).check();
  await card.waitFor({ state: 'detached' });
  await expect.poll(() => pinNames(scope).then((n) => n.sort())).toEqual([...placeNames(first), house].sort());

  await scope.getByRole('button', { name: placeNames(first)[0] }).click();
  const placeCard = page.getByRole('region', { name: first.pins[0].name, exact: true });
  await placeCard.waitFor();
  await checkbox(page, second).check();
  await placeCard.waitFor({ state: 'detached' });
  expect(await checkbox(page, first).isChecked()).toBe(false);
  expect(await checkbox(page, second).isChecked()).toBe(true);
  await expect.poll(() => pinNames(scope).then((n) => n.sort())).toEqual([...placeNames(second), house].sort());

  await checkbox(page, second).uncheck();
  await expect.poll(() => pinNames(scope)).toEqual([house]);
}

describe('hb-community-amenities', () => {
  it("starts with the community's blue house only, and one checkbox an amenity", async () => {
    const page = await openAmenities();
    const list = await amenities();
    for (const a of list) expect(await checkbox(page, a).isChecked()).toBe(false);
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
    await checkbox(page, first).check();
    const listed = page.getByRole('list', { name: `${first.name} near Highland Fields` });
    expect(await listed.getByRole('listitem').allTextContents()).toEqual(first.pins.map((p) => p.name));
    await page.getByRole('button', { name: placeNames(first)[0] }).click();
    const directions = page.getByRole('region', { name: first.pins[0].name }).getByRole('link', { name: /^Directions/ });
    expect(await directions.getAttribute('href')).toContain(encodeURIComponent(`${first.pins[0].latitude},${first.pins[0].longitude}`));
    await expectNoAxeViolations(page);
  });

  it('on Google (a fake google.maps here): zoom 13, scroll wheel, street view and map type control off, and the same sequence', async () => {
    const page = await openWithFakeGoogleMaps(demo, '/demo/community-amenities-with-maps-key');
    const pane = page.locator('[data-fake-pane="overlayMouseTarget"]');
    await pane.getByRole('button', { name: 'Highland Fields (this community)' }).waitFor();
    const [google] = await fakeMaps(page);
    expect(google.options).toMatchObject({ zoom: 13, scrollwheel: false, streetViewControl: false, mapTypeControl: false, minZoom: 10, maxZoom: 13 });
    const c = await community();
    expect(google.center.lat).toBeCloseTo(c.latitude, 6);
    expect(google.center.lng).toBeCloseTo(c.longitude, 6);
    await expectFilterSequence(page, pane);
    await expectNoAxeViolations(page);
  });

  it('says "No communities found" when the community cannot be read', async () => {
    const page = await demo.open('/gallery');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<hb-community-amenities data-community-id="9999" data-load="eager"></hb-community-amenities>'));
    await page.locator('hb-community-amenities[data-community-id="9999"]').getByRole('alert').filter({ hasText: 'No communities found' }).waitFor();
  });
});
