// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { createPageScope } from '../../../../core/platform/page-scope';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

const seed = createSeed();
const [aspen, birch, cedar, dogwood] = seed.plans;
const home = seed.homes[0];

const routes = {
  [`GET /api/plan/${aspen.id}`]: () => success({ result: aspen }),
  [`GET /api/plan/${birch.id}`]: () => success({ result: birch }),
  [`GET /api/plan/${cedar.id}`]: () => success({ result: cedar }),
  [`GET /api/plan/${dogwood.id}`]: () => success({ result: dogwood }),
  [`GET /api/home/${home.id}`]: () => success({ result: home }),
  'GET /api/home/999': () => json({ status: 'failure' }, 404),
};

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('hb-compare', () => {
  it('shows the address’s homes and plans in columns, and marks the rows that differ in words', async () => {
    fakeApi(routes);
    history.replaceState(null, '', `/compare?compare=home-${home.id},plan-${aspen.id}`);
    const el = await mountFresh('compare');
    const table = await waitFor(() => getByRole(el, 'table', { name: 'Comparing 2 homes and plans' }));
    await waitFor(() => expect(getByRole(table, 'columnheader', { name: new RegExp(aspen.name) })).toBeTruthy());
    await waitFor(() => expect(getByRole(table, 'columnheader', { name: new RegExp(home.address) })).toBeTruthy());
    const price = getByRole(table, 'rowheader', { name: /^Price/ });
    expect(price.textContent).toBe('PriceDiffers');
    expect(getByRole(table, 'rowheader', { name: 'Feature sheet' })).toBeTruthy();
    expect(el.textContent).toContain('Estimated with 10% down and a 30-year loan at 4.25%');
  });

  it('gives each column’s picture both its sizes as a srcset (a javascript: one dropped), sized to its column, the first loading first', async () => {
    const unsafe = {
      ...aspen,
      elevationImages: [
        { ...aspen.elevationImages[0], img: { ...aspen.elevationImages[0].img, large: 'javascript:alert(1)' } },
      ],
    };
    fakeApi({ ...routes, [`GET /api/plan/${aspen.id}`]: () => success({ result: unsafe }) });
    history.replaceState(null, '', `/compare?compare=home-${home.id},plan-${aspen.id}`);
    const el = await mountFresh('compare');
    const table = await waitFor(() => getByRole(el, 'table', { name: 'Comparing 2 homes and plans' }));
    const [homePhoto, planPhoto] = await waitFor(() => {
      const imgs = [...table.querySelectorAll('thead img')];
      expect(imgs).toHaveLength(2);
      return imgs;
    });
    expect(homePhoto.getAttribute('srcset')).toBe(
      `${home.images[0].img.small} 480w, ${home.images[0].img.large} 1200w`,
    );
    expect(homePhoto.getAttribute('sizes')).toBe('(min-width: 768px) 24rem, 40vw');
    expect(planPhoto.getAttribute('srcset')).toBe(`${aspen.elevationImages[0].img.small} 480w`);
    // The page's first picture loads first, never lazily; the next eagerly too (the columns sit side by side).
    expect(homePhoto.getAttribute('fetchpriority')).toBe('high');
    expect(planPhoto.getAttribute('fetchpriority')).toBeNull();
    expect(planPhoto.getAttribute('loading')).toBeNull();
  });

  it('says which parts of the address it could not read, and shows the rest', async () => {
    fakeApi(routes);
    history.replaceState(null, '', `/compare?compare=home-abc,plan-${aspen.id}`);
    const el = await mountFresh('compare');
    expect(getByRole(el, 'alert').textContent).toBe(
      "This comparison's address names “home-abc”, which is not a home or plan we know, so it is left out.",
    );
    await waitFor(() => getByRole(el, 'table', { name: 'Comparing 1 home or plan' }));
    // The address now holds only what is shown.
    await waitFor(() => expect(location.search).toBe(`?compare=plan-${aspen.id}`));
  });

  it('shows the failure of a column that cannot be read, and lets it be removed', async () => {
    fakeApi(routes);
    history.replaceState(null, '', `/compare?compare=home-999,plan-${aspen.id}`);
    const el = await mountFresh('compare');
    const table = await waitFor(() => getByRole(el, 'table'));
    await waitFor(() => expect(table.textContent).toContain('No homes found'));
    fireEvent.click(getByRole(el, 'button', { name: 'Remove Home 999 from comparison' }));
    await waitFor(() => expect(location.search).toBe(`?compare=plan-${aspen.id}`));
    expect(document.activeElement).toBe(getByRole(el, 'heading', { name: 'Compare homes and plans' }));
  });

  it('shows the visitor’s own choice when the address names none, and writes it into the address', async () => {
    fakeApi(routes);
    sessionStorage.setItem('hb-compare', JSON.stringify([{ kind: 'plan', id: birch.id, name: birch.name }]));
    history.replaceState(null, '', '/compare');
    const el = await mountFresh('compare');
    await waitFor(() => getByRole(el, 'columnheader', { name: new RegExp(birch.name) }));
    await waitFor(() => expect(location.search).toBe(`?compare=plan-${birch.id}`));
  });

  it('says there is nothing to compare yet, without an error, and where to find homes and plans', async () => {
    fakeApi(routes);
    history.replaceState(null, '', '/compare');
    const el = await mountFresh('compare');
    expect(el.textContent).toContain(
      'Nothing to compare yet. Choose Compare on up to 3 homes or floorplans to see them side by side here.',
    );
    expect(queryByRole(el, 'alert')).toBeNull();
    expect(getByRole(el, 'link', { name: 'Browse move-in-ready homes' }).getAttribute('href')).toBe('/move-in-ready');
    expect(getByRole(el, 'link', { name: 'Browse our floorplans' }).getAttribute('href')).toBe('/our-floorplans');
    // Below, the comparison drawn empty: the rows it will hold, named, and three numbered places,
    // out of the accessibility tree (the note says it in words).
    const preview = el.querySelector('.hb-compare__slots')!;
    expect(preview.getAttribute('aria-hidden')).toBe('true');
    expect([...preview.querySelectorAll('.hb-compare__slot-row')].map((row) => row.textContent)).toEqual([
      'Price',
      'Est. monthly payment',
      'Bedrooms',
      'Bathrooms',
      'Square feet',
      'Community',
      'Floor plans',
      'Feature sheet',
    ]);
    expect([...preview.querySelectorAll('.hb-compare__slot')].map((slot) => slot.textContent)).toEqual(['1', '2', '3']);
  });
});

describe('the Compare toggle and the tray', () => {
  it('adds plans, refuses a 4th with a message tied to its toggle, and the tray links to the comparison', async () => {
    fakeApi({
      'GET /api/plan': () => success({ results: [aspen, birch, cedar, dogwood] }),
      'GET /api/favorite': () => success({ results: [] }),
    });
    history.replaceState(null, '', '/our-floorplans');
    const el = await mountFresh('floorplans', '', { page: createPageScope() });
    const toggles = await waitFor(() => {
      const found = getAllByRole(el, 'button', { name: /^Compare / });
      expect(found).toHaveLength(4);
      return found;
    });
    toggles.slice(0, 3).forEach((t) => fireEvent.click(t));
    await waitFor(() =>
      expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true', 'false']),
    );
    fireEvent.click(toggles[3]);
    const message = `You can compare up to 3 homes or plans. Remove one from your comparison to add ${dogwood.name}.`;
    await waitFor(() =>
      expect(document.getElementById(toggles[3].getAttribute('aria-describedby')!)?.textContent).toContain(message),
    );

    const tray = await waitFor(() => getByRole(document.body, 'region', { name: 'Your comparison 3 of 3' }));
    expect(getByRole(tray, 'link', { name: 'Compare (3)' }).getAttribute('href')).toBe(
      `/compare?compare=plan-${aspen.id},plan-${birch.id},plan-${cedar.id}`,
    );
    // The tray's polite announcement says the same.
    expect(getAllByRole(document.body, 'status').map((s) => s.textContent)).toContain(message);

    fireEvent.click(getByRole(tray, 'button', { name: `Remove ${birch.name} from comparison` }));
    await waitFor(() => expect(getByRole(tray, 'link', { name: 'Compare (2)' })).toBeTruthy());
    await waitFor(() => expect(toggles[1].getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(toggles[3].getAttribute('aria-describedby')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('hb-compare')!).map((i: { id: number }) => i.id)).toEqual([
      aspen.id,
      cedar.id,
    ]);
  });
});
