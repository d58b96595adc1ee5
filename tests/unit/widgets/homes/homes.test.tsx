// @vitest-environment happy-dom
import { findByRole, findByText, fireEvent, getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Home } from '../../../../core/api';
import { createSeed } from '../../../../demo/data';
import { cleanPage } from '../forms-test-kit';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(cleanPage);

const all = createSeed().homes;
type Choice = number | 'all';

/** spec.md section 5 on a home's single values, written out plainly, smallest first. */
const expected = (f: { beds: Choice; sqft: Choice; minPrice: Choice }) =>
  all
    .filter(
      (h) =>
        (f.beds === 'all' || h.beds === f.beds) &&
        (f.sqft === 'all' || h.sqft >= f.sqft) &&
        (f.minPrice === 'all' || (h.price !== null && h.price >= f.minPrice)),
    )
    .sort((a, b) => a.sqft - b.sqft)
    .map((h) => h.address);

/** The addresses the list shows, every "Show … more" pressed, once as many cards are on screen as its count says. */
async function shown(el: HTMLElement): Promise<string[]> {
  const cards = () => el.querySelectorAll('article h3');
  const settled = () =>
    waitFor(() => {
      const said = el.querySelector('.hb-show-more__count')?.textContent ?? '';
      const count = Number((/Showing (\d+) of/.exec(said) ?? /^(\d+) homes?$/.exec(said))?.[1] ?? -1);
      expect(cards()).toHaveLength(count);
    });
  await settled();
  for (let more = queryByRole(el, 'button', { name: /^Show \d+ more/ }); more; ) {
    fireEvent.click(more);
    await settled();
    more = queryByRole(el, 'button', { name: /^Show \d+ more/ });
  }
  return [...cards()].map((h) => h.textContent ?? '');
}

const choose = (el: HTMLElement, label: string, value: string) =>
  fireEvent.change(getByRole(el, 'combobox', { name: label }), { target: { value } });

const serve = (homes: Home[] = all) => fakeApi({ 'GET /api/home': () => success({ results: homes }) });

describe('hb-homes', () => {
  it('lists the homes 12 at a time, says “Pricing coming soon” for an unpriced one, filters them by spec.md’s rules and keeps the filters in the address', async () => {
    serve();
    const el = await mountFresh('homes');
    await findByText(el, `Showing 12 of ${all.length} homes`);
    expect(await shown(el)).toHaveLength(all.length);
    const unpriced = all.find((h) => h.price === null)!;
    const card = getByRole(el, 'heading', { name: unpriced.address }).closest('article')!;
    expect(card.textContent).toContain('Pricing coming soon');

    choose(el, 'Bedrooms', '4');
    choose(el, 'Square feet', '2000');
    await waitFor(async () => expect(await shown(el)).toEqual(expected({ beds: 4, sqft: 2000, minPrice: 'all' })));
    choose(el, 'Minimum price', '300000');
    const filtered = expected({ beds: 4, sqft: 2000, minPrice: 300_000 });
    expect(filtered.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await shown(el)).toEqual(filtered));
    await waitFor(() => expect(location.search).toBe('?beds=4&sqft=2000&min_price=300000'));
  });

  it('brings the same list back from the address, and says “No homes found” with Clear filters when nothing matches', async () => {
    history.replaceState(null, '', '/move-in-ready?beds=4&sqft=2000&min_price=300000');
    serve();
    const el = await mountFresh('homes');
    await waitFor(async () => expect(await shown(el)).toEqual(expected({ beds: 4, sqft: 2000, minPrice: 300_000 })));
    choose(el, 'Bedrooms', '3');
    choose(el, 'Minimum price', '400000');
    const nothing = (await findByText(el, 'No homes found')).closest<HTMLElement>('.hb-nothing-found')!;
    fireEvent.click(getByRole(nothing, 'button', { name: 'Clear filters' }));
    await findByText(el, `Showing 12 of ${all.length} homes`);
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('shows only the homes of data-community-id, even when the server sends others', async () => {
    const calls = serve();
    const el = await mountFresh('homes', 'data-community-id="3"');
    const own = all.filter((h) => h.community_id === 3).sort((a, b) => a.sqft - b.sqft);
    expect(own.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await shown(el)).toEqual(own.map((h) => h.address)));
    expect(calls[0].url.searchParams.get('community_id')).toBe('3');
  });

  it('says spec.md’s “No homes found” when the read fails or holds none', async () => {
    fakeApi({});
    const failed = await mountFresh('homes');
    expect(await findByText(failed, 'No homes found')).toBeTruthy();
    serve([]);
    const none = await mountFresh('homes');
    expect(await findByText(none, 'No homes found')).toBeTruthy();
  });

  it('names the widget and the attribute when data-community-id is not an id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
    const el = await mountFresh('homes', 'data-community-id="lakeside"');
    expect((await findByRole(el, 'alert')).textContent).toBe(
      '[hb-homes] data-community-id "lakeside" is not a whole number (an id): set it, e.g. data-community-id="12"',
    );
  });
});
