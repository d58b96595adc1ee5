// @vitest-environment happy-dom
import { fireEvent, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const [ibis, heron] = ['Ibis', 'Heron'].map((name) => createSeed().plans.find((p) => p.name === name)!);
const viewOf = (p: { id: number }) => ({ favoriteable_id: p.id, favoriteable_type: 'plan' });

describe('hb-recently-viewed', () => {
  it('saving an item adds a favorite, then removes it from views and reloads them', async () => {
    let views = [viewOf(heron), viewOf(ibis)];
    const calls = fakeApi({
      'GET /api/view': () => success({ results: views }),
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/favorite': () => success(),
      'DELETE /api/view': (call) => {
        views = views.filter((v) => String(v.favoriteable_id) !== call.url.searchParams.get('favoriteable_id'));
        return success();
      },
      [`GET /api/plan/${ibis.id}`]: () => success({ result: ibis }),
      [`GET /api/plan/${heron.id}`]: () => success({ result: heron }),
    });
    const el = await mountFresh('recently-viewed', '', { loggedIn: true });
    const save = await waitFor(() => getByRole(el, 'button', { name: 'Save Ibis to favorites' }));
    fireEvent.click(save);
    await waitFor(() => expect([...el.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Heron']));
    const order = () =>
      calls
        .filter((c) => c.url.pathname !== '/api/favorite' || c.method !== 'GET')
        .filter((c) => !c.url.pathname.startsWith('/api/plan'))
        .map((c) => `${c.method} ${c.url.pathname}`);
    await waitFor(() =>
      expect(order()).toEqual(['GET /api/view', 'POST /api/favorite', 'DELETE /api/view', 'GET /api/view']),
    );
    expect(el.textContent).toContain('Ibis is no longer in your recently viewed items.');
  });

  it('keeps the item and says so when saving fails', async () => {
    fakeApi({
      'GET /api/view': () => success({ results: [viewOf(ibis)] }),
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/favorite': () => json({ status: 'failure' }),
      [`GET /api/plan/${ibis.id}`]: () => success({ result: ibis }),
    });
    const el = await mountFresh('recently-viewed', '', { loggedIn: true });
    fireEvent.click(await waitFor(() => getByRole(el, 'button', { name: 'Save Ibis to favorites' })));
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('Something went wrong, try again later.'));
    expect([...el.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Ibis']);
  });
  it('shows a residence and an apartment viewed on their pages with the community they belong to', async () => {
    const seed = createSeed();
    const residence = seed.residences.find((r) => r.id === 1004)!;
    const apartment = seed.apartmentResidences[0];
    fakeApi({
      'GET /api/view': () =>
        success({
          results: [
            { favoriteable_id: residence.id, favoriteable_type: 'residence' },
            { favoriteable_id: apartment.id, favoriteable_type: 'apartmentResidence' },
          ],
        }),
      'GET /api/favorite': () => success({ results: [] }),
      [`GET /api/residence/${residence.id}`]: () => success({ result: residence }),
      [`GET /api/apartment-residence/${apartment.id}`]: () => success({ result: apartment }),
    });
    const el = await mountFresh('recently-viewed', '', { loggedIn: true });
    await waitFor(() =>
      expect([...el.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Aspen', 'The Hollis']),
    );
    expect(el.textContent).toContain('Floorplan at Lakeside Preserve');
    expect(el.textContent).toContain('Apartment at Lake Mirror Flats');
  });
});
