// @vitest-environment happy-dom
import { findByRole, getAllByRole, getByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const communities = seed.communities;
const names = (el: HTMLElement) => getAllByRole(el, 'heading', { level: 3 }).map((h) => h.textContent);
const api = (results: object[] = communities) =>
  fakeApi({
    'GET /api/community': () => success({ results }),
    'GET /api/region/list-names': () => success({ results: [] }),
  });

describe('hb-featured-communities', () => {
  it('shows three communities now selling by default, each a card with its picture, name, price from and link', async () => {
    api();
    const el = await mountFresh('featured-communities');
    expect(getByRole(el, 'status').textContent).toContain('Loading communities…');
    await waitFor(() => expect(getAllByRole(el, 'listitem').length).toBeGreaterThan(0));
    const selling = communities.filter((c) => c.availability === 'now-selling').slice(0, 3);
    expect(names(el)).toEqual(selling.map((c) => c.name));
    const first = getAllByRole(el, 'listitem')[0];
    expect(first.querySelector('img')?.getAttribute('src')).toBe(selling[0].assets.image.small);
    expect(within(first).getByText(/^From \$\d{3},\d{3}$/)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: `View ${selling[0].name}` })
        .getAttribute('href'),
    ).toBe(selling[0].url);
    expect(within(first).getByRole('button', { name: `Save ${selling[0].name} to favorites` })).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'See all our communities' }).getAttribute('href')).toBe('/our-communities');
  });

  it('shows the communities data-ids names, in its order, and data-count of them without ids', async () => {
    api();
    const [a, b] = [communities[4], communities[1]];
    const el = await mountFresh('featured-communities', `data-ids="[${a.id}, 9999, ${b.id}]"`);
    await waitFor(() => expect(names(el)).toEqual([a.name, b.name]));
    const five = await mountFresh('featured-communities', 'data-count="5"');
    await waitFor(() => expect(getAllByRole(five, 'heading', { level: 3 })).toHaveLength(5));
  });

  it('says “No communities found” when there is none to feature', async () => {
    api([]);
    const el = await mountFresh('featured-communities');
    await waitFor(() => expect(el.textContent).toContain('No communities found'));
    expect(el.querySelector('[role=alert]')).toBeNull();
  });

  it('shows spec.md’s failure result, “No communities found”, and Try again when the read fails', async () => {
    fakeApi({ 'GET /api/community': () => json({ status: 'failure' }) });
    const el = await mountFresh('featured-communities');
    expect((await findByRole(el, 'alert')).textContent).toContain('No communities found');
    expect(getByRole(el, 'button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the widget and the attribute when data-ids or data-count is malformed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    api();
    const ids = await mountFresh('featured-communities', 'data-ids="3,12"');
    expect(getByRole(ids, 'alert').textContent).toBe(
      '[hb-featured-communities] data-ids "3,12" is not JSON: set it, e.g. data-ids="[3, 12, 14]"',
    );
    const count = await mountFresh('featured-communities', 'data-count="three"');
    expect(getByRole(count, 'alert').textContent).toBe(
      '[hb-featured-communities] data-count "three" is not a number: set it, e.g. data-count="3"',
    );
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
