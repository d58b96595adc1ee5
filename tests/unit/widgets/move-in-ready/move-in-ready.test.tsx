// @vitest-environment happy-dom
import { findByRole, getAllByRole, getByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const [one, two, three] = seed.homes;
const homes = [
  { ...one, move_in_date: '2027-05-01' },
  { ...two, move_in_date: null },
  { ...three, move_in_date: '2026-10-01' },
];
const addresses = (el: HTMLElement) => getAllByRole(el, 'heading', { level: 3 }).map((h) => h.textContent);

describe('hb-move-in-ready', () => {
  it('shows the homes a buyer can move into soonest, each with its picture, address, figures, price and move-in date', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28), toFake: ['Date'] });
    fakeApi({ 'GET /api/home': () => success({ results: homes }) });
    const el = await mountFresh('move-in-ready');
    expect(getByRole(el, 'status').textContent).toContain('Loading move-in-ready homes…');
    await waitFor(() => expect(addresses(el)).toEqual([three.address, one.address, two.address]));
    const [ready, later] = getAllByRole(el, 'article');
    expect(within(ready).getByRole('link', { name: three.address }).getAttribute('href')).toBe(
      `/move-in-ready/${three.id}`,
    );
    expect(ready.querySelector('img')?.getAttribute('src')).toBe(three.images[0].img.small);
    expect(ready.textContent).toContain(`${three.beds} beds`);
    expect(ready.textContent).toContain('sq ft');
    expect(within(ready).getByText('Ready to move in now')).toBeTruthy();
    expect(within(later).getByText('Move in May 1, 2027')).toBeTruthy();
    expect(getByRole(el, 'link', { name: 'See every move-in-ready home' }).getAttribute('href')).toBe('/move-in-ready');
  });

  it('asks for one community’s homes with data-community-id, and shows data-count of them', async () => {
    const calls = fakeApi({
      'GET /api/home': () => success({ results: homes.map((h) => ({ ...h, community_id: 3 })) }),
    });
    const el = await mountFresh('move-in-ready', 'data-community-id="3" data-count="2"');
    await waitFor(() => expect(getAllByRole(el, 'article')).toHaveLength(2));
    expect(calls[0].url.searchParams.get('community_id')).toBe('3');
  });

  it('says “No homes found” when the community has none', async () => {
    fakeApi({ 'GET /api/home': () => success({ results: homes }) });
    const el = await mountFresh('move-in-ready', 'data-community-id="77"');
    await waitFor(() => expect(el.textContent).toContain('No homes found'));
    expect(el.querySelector('[role=alert]')).toBeNull();
  });

  it('shows spec.md’s failure result, “No homes found”, and Try again when the read fails', async () => {
    fakeApi({ 'GET /api/home': () => json({ status: 'failure' }) });
    const el = await mountFresh('move-in-ready');
    expect((await findByRole(el, 'alert')).textContent).toContain('No homes found');
    expect(getByRole(el, 'button', { name: 'Try again' })).toBeTruthy();
  });

  it('names the widget and the attribute when data-community-id or data-count is malformed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/home': () => success({ results: homes }) });
    const id = await mountFresh('move-in-ready', 'data-community-id="lakeside"');
    expect(getByRole(id, 'alert').textContent).toBe(
      '[hb-move-in-ready] data-community-id "lakeside" is not a whole number (an id): set it, e.g. data-community-id="12"',
    );
    const count = await mountFresh('move-in-ready', 'data-count="many"');
    expect(getByRole(count, 'alert').textContent).toBe(
      '[hb-move-in-ready] data-count "many" is not a number: set it, e.g. data-count="4"',
    );
  });
});
