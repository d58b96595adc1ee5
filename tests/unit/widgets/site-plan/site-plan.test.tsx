// @vitest-environment happy-dom
import { fireEvent, getByRole, queryAllByRole, queryByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reserveLotForm } from '../../../../core/forms/declarations/reserve-lot';
import { formatDollars } from '../../../../core/rules';
import { neighbourLot } from '../../../../core/communities/site-plan/lot-neighbour';
import { createPageScope } from '../../../../core/platform/page-scope';
import { createSeed } from '../../../../demo/data';
import reserveLotWidget from '../../../../widgets/reserve-lot-form';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';
import { fillAndSend, posts } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const lakeside = {
  ...seed.communities.find((c) => c.id === 3)!,
  residences: seed.residences.filter((r) => r.community_id === 3),
};
const lots = seed.lots[3];
const lot2 = lots.find((l) => l.label === '2')!;
const available = lots.filter((l) => l.status === 'available').length;

function api(lotAnswer: () => Response = () => success({ results: lots })) {
  return fakeApi({
    'GET /api/community/3': () => success({ result: lakeside }),
    'GET /api/lot': lotAnswer,
    'POST /forms/reserve-a-lot': () => success({ message: 'Thank you!' }),
  });
}

const lotButton = (el: HTMLElement, name: string | RegExp) => waitFor(() => getByRole(el, 'button', { name }));

describe('hb-site-plan', () => {
  it('names every lot for a listener from the API: number, status and premium', async () => {
    const calls = api();
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    await lotButton(el, 'Lot 2, available, premium $5,000');
    expect(calls.find((c) => c.url.pathname === '/api/lot')?.url.searchParams.get('community_id')).toBe('3');
    const names = queryAllByRole(el, 'button', { name: /^Lot \d+, / }).map((b) => b.getAttribute('aria-label'));
    expect(names).toHaveLength(lots.length);
    expect(names).toContain('Lot 55, model home');
    expect(names.some((n) => /^Lot \d+, quick move-in home/.test(n!))).toBe(true);
    expect(names.some((n) => /^Lot \d+, sold/.test(n!))).toBe(true);
    expect(names.some((n) => /^Lot \d+, reserved/.test(n!))).toBe(true);
    // The key says in words what the colours and patterns say.
    const key = getByRole(el, 'list', { name: 'Key to the lots' });
    expect(key.textContent).toBe('AvailableReservedSoldModel homeQuick move-in');
  });

  it('shows only the available lots with the filter, and says how many in a live region', async () => {
    api();
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    await lotButton(el, /^Lot 1, /);
    const count = queryAllByRole(el, 'status').find((s) => /lots/.test(s.textContent ?? ''))!;
    expect(count.textContent).toBe(`${available} of ${lots.length} lots available`);
    fireEvent.click(getByRole(el, 'checkbox', { name: 'Available only' }));
    await waitFor(() => expect(count.textContent).toBe(`Showing the ${available} available lots`));
    const shown = queryAllByRole(el, 'button', { name: /^Lot \d+, / });
    expect(shown).toHaveLength(available);
    expect(shown.every((b) => /, available/.test(b.getAttribute('aria-label')!))).toBe(true);
  });

  it('opens a lot’s card: status, premium, the plans that fit with their price there, and Reserve this lot', async () => {
    api();
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    fireEvent.click(await lotButton(el, 'Lot 2, available, premium $5,000'));
    const card = await waitFor(() => getByRole(el, 'dialog', { name: 'Lot 2' }));
    expect(card.textContent).toContain('StatusAvailable');
    expect(card.textContent).toContain('Lot premium$5,000');
    const fits = lakeside.residences.filter((r) => lot2.residence_ids.includes(r.id));
    expect(fits.length).toBeGreaterThan(0);
    for (const r of fits) {
      const link = getByRole(card, 'link', { name: r.name });
      expect(link.getAttribute('href')).toBe(r.url);
      expect(link.closest('li')!.textContent).toBe(`${r.name}${formatDollars(r.price! + 5000)} on this lot`);
    }
    const reserve = card.querySelector('hb-reserve-lot-form')!;
    expect(reserve.getAttribute('data-community-id')).toBe('3');
    expect(reserve.getAttribute('data-lot-id')).toBe(String(lot2.id));
    expect(queryByRole(card, 'button', { name: 'Get updates' })).toBeNull();
  });

  it('says a sold lot is sold and offers Get updates instead of Reserve this lot', async () => {
    api();
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    const sold = lots.find((l) => l.status === 'sold')!;
    fireEvent.click(await lotButton(el, new RegExp(`^Lot ${sold.label}, sold`)));
    const card = await waitFor(() => getByRole(el, 'dialog', { name: `Lot ${sold.label}` }));
    expect(card.textContent).toContain('This lot is sold.');
    expect(card.querySelector('hb-get-updates-form')?.getAttribute('data-community-id')).toBe('3');
    expect(card.querySelector('hb-reserve-lot-form')).toBeNull();
  });

  it('moves one lot a press while an arrow key is held: the next press comes from the lot just reached', async () => {
    api();
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    const first = await lotButton(el, /^Lot 1, /);
    const lot1 = lots.find((l) => l.label === '1')!;
    const twoRight = neighbourLot(lots, neighbourLot(lots, lot1.id, 'right')!.id, 'right')!;
    first.focus();
    // A held key repeats every 30 ms or so: the second press lands before the next frame.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^Lot ${twoRight.label}, `)),
    );
  });

  it('goes from the first lot by the keyboard to Reserve this lot, and sends the lot in selected_lots', async () => {
    const calls = api();
    // The pseudo-confirmation frame after success (spec.md section 4) stays unloaded in happy-dom.
    (
      window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
    ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    const first = await lotButton(el, /^Lot 1, /);
    // Roving tabindex: one lot in the Tab order.
    expect(
      queryAllByRole(el, 'button', { name: /^Lot \d+, / }).filter((b) => b.getAttribute('tabindex') === '0'),
    ).toEqual([first]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Lot 2, available, premium $5,000'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Lot 11, /));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Lot 2, /));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const card = await waitFor(() => getByRole(el, 'dialog', { name: 'Lot 2' }));
    // The loader mounts the embedded form as it would on a page.
    const host = card.querySelector<HTMLElement>('hb-reserve-lot-form')!;
    reserveLotWidget.mount(host, { page: createPageScope() });
    fireEvent.click(await waitFor(() => getByRole(host, 'button', { name: 'Reserve this lot' })));
    const form = await waitFor(() => getByRole(host, 'dialog', { name: 'Reserve a lot' }));
    expect(form.textContent).toContain('You are reserving lot 2.');
    fillAndSend(form, reserveLotForm.submitLabel, (d) => {
      fireEvent.change(getByRole(d, 'combobox', { name: 'State' }), { target: { value: 'FL' } });
      fireEvent.input(getByRole(d, 'textbox', { name: 'ZIP code' }), { target: { value: '33810' } });
      fireEvent.change(getByRole(d, 'combobox', { name: 'When would you like to move in?' }), {
        target: { value: '4-6 months' },
      });
    });
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      path: '/forms/reserve-a-lot',
      body: { type: 'reserve-a-lot', selected_communities: [3], selected_lots: [lot2.id] },
    });
  });

  it.each([
    ['is not there (404)', () => json({ status: 'failure', message: 'No lots found' }, 404)],
    ['fails', () => json({ status: 'failure' }, 500)],
    ['answers out of shape', () => success({ results: [{ id: 'one', shape: 'square' }] })],
  ])('keeps the zoomable picture, and nothing broken, when the lot read %s', async (_, answer) => {
    api(answer);
    const el = await mountFresh('site-plan', 'data-community-id="3"');
    const picture = await waitFor(() => getByRole(el, 'img', { name: /^Site plan of Lakeside Preserve/ }));
    expect(picture.getAttribute('src')).toBe(lakeside.sitePlan!.large);
    await waitFor(() => expect(queryByRole(el, 'checkbox', { name: 'Available only' })).toBeNull());
    expect(getByRole(el, 'button', { name: /Zoom in/ })).toBeTruthy();
    expect(queryAllByRole(el, 'button', { name: /^Lot / })).toEqual([]);
    expect(queryByRole(el, 'alert')).toBeNull();
  });
});
