// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success, watchNavigation } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const seed = createSeed();
const residence = seed.residences.find((r) => r.id === 1004)!; // the Aspen at Lakeside Preserve
const community = {
  ...seed.communities.find((c) => c.id === residence.community_id)!,
  residences: seed.residences.filter((r) => r.community_id === residence.community_id),
};
const apartment = seed.apartmentResidences[0];

const routes = {
  [`GET /api/residence/${residence.id}`]: () => success({ result: residence }),
  [`GET /api/community/${community.id}`]: () => success({ result: community }),
  'GET /api/asset': () => success({ results: seed.assets.filter((a) => a.community_id === community.id) }),
};

describe('hb-residence-detail', () => {
  it('shows the plan as offered in its community: price from, figures, the community’s page and its feature sheet', async () => {
    fakeApi(routes);
    const el = await mountFresh('residence-detail', `data-residence-id="${residence.id}"`);
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'Aspen', level: 2 })).toBeTruthy());
    expect(getByText(el, 'From $207,900')).toBeTruthy();
    expect(getByText(el, 'Bedrooms').nextElementSibling?.textContent).toBe('3');
    expect(getByRole(el, 'link', { name: 'Lakeside Preserve' }).getAttribute('href')).toBe(
      '/community/lakeside-preserve',
    );
    expect(getByRole(el, 'link', { name: /Feature sheet \(PDF\)/ }).getAttribute('href')).toBe(
      community.featuresLowPdf,
    );
    expect(getByRole(el, 'button', { name: 'Save Aspen to favorites' })).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Take the video tour' })).toBeTruthy();
  });

  it('leads with the floor plan and calls the community’s own sales phone from the bar by the price', async () => {
    fakeApi(routes);
    const el = await mountFresh('residence-detail', `data-residence-id="${residence.id}"`, {
      config: { phone: '(863) 555-0150' },
    });
    const strip = await waitFor(() => getByRole(el, 'list', { name: 'Aspen pictures' }));
    expect(strip.querySelector('button')?.textContent).toMatch(
      /^Open the gallery at picture 1 of \d+: Aspen floor plan, first floor/,
    );
    const bar = getByRole(el, 'group', { name: 'Ask about the Aspen at Lakeside Preserve' });
    expect(bar.previousElementSibling?.textContent).toBe('From $207,900');
    expect(getByRole(bar, 'link', { name: `Call ${community.phone}` }).getAttribute('href')).toBe(
      `tel:+1${community.phone?.replace(/\D/g, '')}`,
    );
    expect(getByRole(bar, 'button', { name: 'Schedule a tour' })).toBeTruthy();
    expect(getByRole(bar, 'button', { name: 'Get updates' })).toBeTruthy();
  });

  it('lists the community’s other plans in their order and goes to the chosen one only at “See this plan”', async () => {
    fakeApi(routes);
    const went = watchNavigation();
    const el = await mountFresh('residence-detail', `data-residence-id="${residence.id}"`);
    const select = await waitFor(() => getByLabelText(el, 'Other plans in Lakeside Preserve') as HTMLSelectElement);
    const others = community.residences
      .filter((r) => r.id !== residence.id)
      .sort((a, b) => a.displayOrder - b.displayOrder);
    expect([...select.options].map((o) => o.textContent)).toEqual(others.map((r) => r.name));
    fireEvent.change(select, { target: { value: String(others[1].id) } });
    expect(went).toEqual([]);
    fireEvent.click(getByRole(el, 'button', { name: 'See this plan' }));
    expect(went.map((url) => new URL(url, location.href).pathname)).toEqual([others[1].url]);
  });

  it('says spec.md’s “No residences found” for a residence that does not exist, and records no view', async () => {
    const calls = fakeApi({
      'GET /api/residence/999': () => json({ status: 'failure' }, 404),
      'GET /api/favorite': () => success({ results: [] }),
    });
    const el = await mountFresh('residence-detail', 'data-residence-id="999"', { loggedIn: true });
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('No residences found'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an apartment residence by the month, saved and viewed as an apartmentResidence', async () => {
    const calls = fakeApi({
      [`GET /api/apartment-residence/${apartment.id}`]: () => success({ result: apartment }),
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/view': () => success(),
    });
    const el = await mountFresh('residence-detail', `data-apartment-residence-id="${apartment.id}"`, {
      loggedIn: true,
    });
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'The Hollis' })).toBeTruthy());
    expect(getByText(el, 'From $1,425 a month')).toBeTruthy();
    expect(getByText(el, /An apartment at/).textContent).toBe('An apartment at Lake Mirror Flats');
    expect(queryByRole(el, 'combobox')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({
      favoriteable_id: String(apartment.id),
      favoriteable_type: 'apartmentResidence',
    });
  });

  it('names the widget and the attribute when neither id is set', async () => {
    fakeApi({});
    const el = await mountFresh('residence-detail');
    expect(getByRole(el, 'alert').textContent).toContain('[hb-residence-detail] data-residence-id is missing');
  });
});
