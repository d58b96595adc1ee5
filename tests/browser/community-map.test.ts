import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Community, Region } from '../../core/api';
import { communityFacts, priceFromText } from '../../core/communities/community-facts';
import { fitView } from '../../core/map/fit-view';
import { DEFAULT_MAP_VIEW, MAP_ZOOM } from '../../core/map/map-settings';
import { toScreen } from '../../core/map/projection';
import { fakeMaps, MAPS_SCRIPT, openWithFakeGoogleMaps } from './fake-google-maps';
import { consoleErrors, expectNoAxeViolations, nextFrames, useDemo, widgetReady } from './harness';
import { expectEveryPinInside, expectNoLabelOnAPin } from './map-boxes';

const demo = useDemo();
const api = async <T>(path: string): Promise<T[]> =>
  ((await (await fetch(demo.baseUrl + path)).json()) as { results: T[] }).results;
const communities = () => api<Community>('/api/community');
const regions = () => api<Region>('/api/region');

async function openMap(path = '/our-communities', options?: { width?: number }): Promise<Page> {
  const page = await demo.open(path, options);
  await widgetReady(page, 'hb-community-map');
  await page.getByRole('region', { name: /^Map of/ }).waitFor();
  return page;
}

/** Every community a pin stands for, single or clustered. */
const pinnedIds = (page: Page) =>
  page
    .locator('[data-hb-members]')
    .evaluateAll((pins) => pins.flatMap((p) => (p as HTMLElement).dataset.hbMembers!.split(' ')).sort());

const markerIds = (list: Community[]) => list.map((c) => `community-${c.id}`).sort();
const listNames = (page: Page) =>
  page.getByRole('list', { name: 'Communities' }).locator(':scope > li h3').allTextContents();
const pinName = (c: Community) => `${c.name}, from $${c.price!.toLocaleString('en-US')}`;
const pin = (page: Page, c: Community) => page.getByRole('button', { name: pinName(c), exact: true });
const places = (list: Community[]) => list.map((c) => ({ lat: c.latitude, lng: c.longitude }));

describe('hb-community-map without a maps key (the keyless map)', () => {
  describe('/our-communities as a desktop loads it (one visit, read only)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openMap();
    });

    it('pins every community of /api/community and lists them in the same order', async () => {
      const all = await communities();
      expect(await pinnedIds(page)).toEqual(markerIds(all));
      expect(await listNames(page)).toEqual(all.map((c) => c.name));
      await expect(page.getByRole('status').filter({ hasText: 'communities' }).textContent()).resolves.toBe(
        `${all.length} communities`,
      );
    });

    it('first shows every pin, fitted with room for the pin size, within zoom 10 to 13, placed by latitude and longitude', async () => {
      const frame = (await page.locator('.hb-map__frame').boundingBox())!;
      const inner = await page
        .locator('.hb-map__frame')
        .evaluate((e) => ({ left: e.clientLeft, top: e.clientTop, width: e.clientWidth, height: e.clientHeight }));
      const all = await communities();
      const view = fitView(places(all), inner, MAP_ZOOM, DEFAULT_MAP_VIEW);
      expect(view.zoom).toBe(10);
      const grace = all.find((c) => c.name === 'Grace Ranch')!;
      const expected = toScreen({ lat: grace.latitude, lng: grace.longitude }, view, inner);
      const slot = (await pin(page, grace).locator('xpath=..').boundingBox())!;
      expect(Math.abs(slot.x - (frame.x + inner.left + expected.x))).toBeLessThan(1.5);
      expect(Math.abs(slot.y - (frame.y + inner.top + expected.y))).toBeLessThan(1.5);
    });

    it('draws every counted pin inside the map at load, and no town label over a pin', async () => {
      await expectEveryPinInside(page, markerIds(await communities()), { edges: false });
      await expectNoLabelOnAPin(page);
    });

    // Last: it scrolls the page. The crawl (accessibility-*.test.ts) scans this page as loaded.
    it('shows map and list side by side on a desktop, without the toggles', async () => {
      expect(await page.getByRole('list', { name: 'Communities' }).isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: 'Map of our communities' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'List', exact: true }).isVisible()).toBe(false);
      // The list runs at its full height, no box of its own to scroll (issue 33: 3 of 14 showed), and
      // the map stays in view beside it (sticky) as the page scrolls the list.
      const list = page.getByRole('list', { name: 'Communities' });
      const all = await communities();
      expect(await list.locator(':scope > li').count()).toBe(all.length);
      const panel = await list.evaluate((ul) => {
        const box = ul.parentElement!;
        return { scrolls: box.scrollHeight > box.clientHeight, overflow: getComputedStyle(box).overflowY };
      });
      expect(panel).toEqual({ scrolls: false, overflow: 'visible' });
      // Halfway down the list (scrolled to its middle), the page has carried the map down beside it.
      await list
        .getByRole('link', { name: all[Math.floor(all.length / 2)].name, exact: true })
        .scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
      const map = (await page.getByRole('region', { name: 'Map of our communities' }).boundingBox())!;
      expect(map.y).toBeGreaterThanOrEqual(0);
      expect(map.y + map.height).toBeLessThanOrEqual(900);
    });
  });

  it('draws every counted pin inside the map at load on a phone, the pins beyond an edge one marker that shows them', async () => {
    const ids = markerIds(await communities());
    // A phone cannot show the whole county even at zoom 10 (spec.md's minimum): the pins beyond
    // an edge are one marker on it, which says how many, which and where, and shows them.
    const phone = await openMap('/our-communities', { width: 375 });
    await expectEveryPinInside(phone, ids, { edges: true });
    await expectNoLabelOnAPin(phone);
    const edge = phone.locator('.hb-map-edge').first();
    const members = (await edge.getAttribute('data-hb-members'))!.split(' ');
    expect(await edge.textContent()).toMatch(/off the map to the (north|south|east|west)/);
    await edge.click();
    const first = phone.locator(`[data-hb-members~="${members[0]}"]:not(.hb-map-edge)`);
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectEveryPinInside(phone, ids, { edges: true });
  });

  it('fits each region route on a phone too: all its pins inside, none beyond an edge, no label over a pin', async () => {
    const all = await communities();
    const page = await demo.open('/demo/blank', { width: 375 });
    for (const region of await regions()) {
      await page.goto(`${demo.baseUrl}/our-communities/region/${region.seo_name}`);
      await widgetReady(page, 'hb-community-map');
      await page.getByRole('region', { name: `Map of communities in ${region.name}` }).waitFor();
      await expectEveryPinInside(page, markerIds(all.filter((c) => c.region_id === region.id)), { edges: false });
      await expectNoLabelOnAPin(page, { some: false });
    }
  }, 120_000);

  it('passes axe at 375 px with a pin card open beside the other pins (target size, WCAG 2.5.8)', async () => {
    const page = await openMap('/our-communities', { width: 375 });
    await page.locator('.hb-map-pin').first().waitFor();
    for (const which of ['first', 'last'] as const) {
      const pin = page.locator('.hb-map-pin')[which]();
      const name = (await pin.locator('.hb-visually-hidden').textContent())!;
      await pin.click();
      const card = page.getByRole('region', { name: name.split(',')[0], exact: true });
      await card.waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
    }
  }, 120_000);

  it("opens a pin's card with its picture, name, region, price from, ranges, status, link and heart", async () => {
    const page = await openMap();
    const highland = (await communities()).find((c) => c.name === 'Highland Fields')!;
    await pin(page, highland).click();
    const card = page.getByRole('region', { name: highland.name });
    await expect(card.getByRole('heading', { name: highland.name }).isVisible()).resolves.toBe(true);
    const text = await card.textContent();
    for (const part of [highland.region, priceFromText(highland.price), ...communityFacts(highland), 'Now selling'])
      expect(text).toContain(part);
    expect(await card.locator('img').getAttribute('src')).toBe(highland.assets.image.small);
    expect(await card.getByRole('link', { name: `View ${highland.name}` }).getAttribute('href')).toBe(highland.url);
    await expect(card.getByRole('button', { name: `Save ${highland.name} to favorites` }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(highland.name);
    await expectNoAxeViolations(page);
  });

  it('closes the card when the map is clicked, and with Escape, giving focus back to the pin', async () => {
    const page = await openMap();
    const grace = (await communities()).find((c) => c.name === 'Grace Ranch')!;
    const card = page.getByRole('region', { name: grace.name });
    await pin(page, grace).click();
    await card.waitFor();
    const frame = (await page.locator('.hb-map__frame').boundingBox())!;
    await page.mouse.click(frame.x + frame.width - 80, frame.y + 80);
    await card.waitFor({ state: 'detached' });

    await pin(page, grace).click();
    await card.waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect(pin(page, grace).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('clusters pins that overlap at zoom 10, shows the count, and splits them when zoomed in', async () => {
    const page = await openMap();
    const cluster = page.getByRole('button', {
      name: '2 communities: Lakeside Preserve and Sleepy Hill Oaks. Zoom in to see them.',
    });
    expect(await cluster.textContent()).toMatch(/^2/);
    await cluster.click();
    const all = await communities();
    await pin(page, all.find((c) => c.name === 'Lakeside Preserve')!).waitFor();
    await expect(pin(page, all.find((c) => c.name === 'Sleepy Hill Oaks')!).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).resolves.toBe('false');
  });

  it('is operable by keyboard: zoom and pan buttons, and pins that open their card with Enter', async () => {
    const page = await openMap();
    await page.getByRole('button', { name: 'Zoom in', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Move map left' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Reset map' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).resolves.toBe('true');

    const grace = (await communities()).find((c) => c.name === 'Grace Ranch')!;
    await pin(page, grace).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: grace.name }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Close details');
  });

  it("shows a region's communities on /our-communities/region/{seo_name}, pins and list alike, every pin inside the map", async () => {
    const all = await communities();
    // One page going from region to region, as a visitor following the region links.
    const page = await demo.open('/demo/blank');
    for (const region of await regions()) {
      await page.goto(`${demo.baseUrl}/our-communities/region/${region.seo_name}`);
      await widgetReady(page, 'hb-community-map');
      await page.getByRole('region', { name: `Map of communities in ${region.name}` }).waitFor();
      const mine = all.filter((c) => c.region_id === region.id);
      expect(await pinnedIds(page)).toEqual(markerIds(mine));
      await expectEveryPinInside(page, markerIds(mine), { edges: false });
      await expectNoLabelOnAPin(page, { some: false });
      expect(await listNames(page)).toEqual(mine.map((c) => c.name));
      await expect(
        page
          .getByRole('navigation', { name: 'Regions' })
          .getByRole('link', { name: region.name, exact: true })
          .getAttribute('aria-current'),
      ).resolves.toBe('page');
    }
  }, 120_000);

  it('takes the region from data-region, and says so when there is no such region', async () => {
    const page = await demo.open('/demo/blank');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<hb-community-map id="lake-wales" data-region="lake-wales" data-load="eager"></hb-community-map><hb-community-map id="none" data-region="atlantis" data-load="eager"></hb-community-map>',
      );
    });
    await page.locator('#lake-wales').getByText('2 communities in Lake Wales').waitFor();
    await page.locator('#none').getByText('No communities found').waitFor();
    expect(await page.locator('#none').getByRole('link', { name: 'See all communities' }).getAttribute('href')).toBe(
      '/our-communities',
    );
  });

  it('shows map or list on a phone with toggles, and "Show on map" opens the card on the map', async () => {
    const page = await openMap('/our-communities', { width: 375 });
    const list = page.getByRole('list', { name: 'Communities' });
    const map = page.getByRole('region', { name: 'Map of our communities' });
    await expect(page.getByRole('button', { name: 'Map', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    expect(await list.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await list.isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show on map: Grace Ranch' }).click();
    await page.getByRole('region', { name: 'Grace Ranch' }).waitFor();
    expect(await map.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('prints the full list: a hidden form posts the data field and the CMS answers a printable page', async () => {
    const page = await openMap('/our-communities/region/haines-city');
    const [printed] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print full list (opens in a new tab)' }).click(),
    ]);
    await printed.waitForLoadState();
    expect(await printed.getByRole('heading', { level: 1 }).textContent()).toBe('Communities in Haines City');
    const mine = (await communities()).filter((c) => c.region === 'Haines City');
    expect(
      await printed
        .locator('tbody th[scope="row"]')
        .evaluateAll((cells) => cells.map((c) => c.firstChild?.textContent)),
    ).toEqual(mine.map((c) => c.name));
    await expect(printed.getByRole('button', { name: 'Print this page' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(printed);
  });

  it('says "No communities found" when /api/community fails', async () => {
    await fetch(`${demo.baseUrl}/demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-demo-token': demo.token },
      body: JSON.stringify({ mode: 'fail', match: '/api/community' }),
    });
    try {
      const page = await demo.open('/our-communities');
      await page.getByRole('alert').filter({ hasText: 'No communities found' }).waitFor();
    } finally {
      await fetch(`${demo.baseUrl}/demo/reset`, { method: 'POST', headers: { 'x-demo-token': demo.token } });
    }
  });
});

describe('hb-community-map with a maps key', () => {
  it('keeps the keyless map, without an error, when the Maps script cannot load', async () => {
    const page = await demo.open('/demo/community-map-with-maps-key');
    const errors = consoleErrors(page);
    const mapsRequest = page.waitForRequest(MAPS_SCRIPT);
    await page.locator('hb-community-map').scrollIntoViewIfNeeded();
    await mapsRequest;
    await page.getByRole('button', { name: 'Reset map' }).waitFor();
    expect(await pinnedIds(page)).toEqual(markerIds(await communities()));
    // Chromium itself logs the blocked request; nothing else may complain.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('loads nothing of Google Maps or google-map-react until a map far below the fold comes near', async () => {
    const page = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } }).then((c) => c.newPage());
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${demo.baseUrl}/demo/community-map-below-fold`);
    await page.waitForSelector('hb-community-map[data-hb-name]', { state: 'attached' }); // the loader is watching the map
    await nextFrames(page, 2); // and its observer has passed it over
    const google = () => requested.filter((u) => MAPS_SCRIPT.test(u) || u.includes('google-map-surface'));
    expect(google()).toEqual([]);
    const chunk = page.waitForRequest(/google-map-surface/);
    const script = page.waitForRequest(MAPS_SCRIPT);
    await page.locator('hb-community-map').scrollIntoViewIfNeeded();
    await Promise.all([chunk, script]);
  });

  it('draws a Google map (a fake google.maps here) with the markers, cards and zoom limits 10 to 13', async () => {
    const page = await openWithFakeGoogleMaps(demo, '/demo/community-map-with-maps-key');
    await page.locator('hb-community-map').scrollIntoViewIfNeeded();
    const pane = page.locator('[data-fake-pane="overlayMouseTarget"]');
    const all = await communities();
    const grace = all.find((c) => c.name === 'Grace Ranch')!;
    await pane.getByRole('button', { name: pinName(grace) }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset map' }).count()).toBe(0);
    expect(
      await pane
        .locator('[data-hb-members]')
        .evaluateAll((pins) => pins.flatMap((p) => (p as HTMLElement).dataset.hbMembers!.split(' ')).sort()),
    ).toEqual(markerIds(all));

    const [google] = await fakeMaps(page);
    const mapSize = await page
      .locator('.hb-map__frame')
      .evaluate((e) => ({ width: e.clientWidth, height: e.clientHeight }));
    const fitted = fitView(places(all), mapSize, MAP_ZOOM, DEFAULT_MAP_VIEW);
    expect(google.options).toMatchObject({ minZoom: 10, maxZoom: 13, zoom: fitted.zoom });
    expect(google.center.lat).toBeCloseTo(fitted.center.lat, 6);
    expect(google.center.lng).toBeCloseTo(fitted.center.lng, 6);

    await pane.getByRole('button', { name: pinName(grace) }).click();
    const card = page.getByRole('region', { name: grace.name });
    await card.waitFor();
    expect(await card.textContent()).toContain(priceFromText(grace.price));
    await expectNoAxeViolations(page);
    const map = page.locator('[data-fake-google-map]');
    const size = (await map.boundingBox())!;
    await map.click({ position: { x: size.width - 60, y: size.height - 60 } });
    await card.waitFor({ state: 'detached' });
  });
});
