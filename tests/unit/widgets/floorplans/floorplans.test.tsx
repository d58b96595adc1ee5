// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, queryByLabelText, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const plans = createSeed().plans;
const names = (el: HTMLElement) => [...el.querySelectorAll('article h3')].map((h) => h.textContent);
const bySize = [...plans].sort((a, b) => a.sqft_low! - b.sqft_low!).map((p) => p.name);
/**
 * The list renders its first row at once and the rest after a paint (at load too): wait for the
 * whole page, as long as a loaded CI machine needs for that frame and task.
 */
const page = (el: HTMLElement, count: number) =>
  vi.waitFor(() => expect(el.querySelectorAll('article')).toHaveLength(count), { timeout: 5000 });

describe('hb-floorplans', () => {
  it('lists the plans smallest first, a page of 12 at a time', async () => {
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await page(el, 12);
    expect(names(el)).toEqual(bySize.slice(0, 12));
    expect(getByRole(el, 'status', { name: '' }).textContent).toBe(`Showing 12 of ${plans.length} floorplans`);
    fireEvent.click(getByRole(el, 'button', { name: 'Show 12 more floorplans' }));
    await page(el, 24);
    expect(names(el)).toEqual(bySize.slice(0, 24));
  });

  it('filters as the visitor chooses and writes the filters into the address', async () => {
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await page(el, 12);
    fireEvent.change(getByLabelText(el, 'Bedrooms'), { target: { value: '5' } });
    fireEvent.change(getByLabelText(el, 'Sort by'), { target: { value: 'price' } });
    const fives = plans.filter((p) => p.bed_low === 5 || (p.bed_low! <= 5 && (p.bed_high ?? 0) >= 5));
    const want = [...fives].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity)).map((p) => p.name);
    await vi.waitFor(() => expect(names(el)).toEqual(want.slice(0, 12)));
    // The address follows after the new list paints (an effect), not with it.
    await vi.waitFor(() => expect(location.search).toBe('?beds=5&sort=price'));
  });

  it('keeps focus on “Clear filters” when it clears them, and then offers it as unavailable', async () => {
    history.replaceState(null, '', '/our-floorplans?sqft=3000');
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await vi.waitFor(() => expect(names(el)).toEqual(['Cedar', 'Oakmont', 'Marigold']));
    const clear = getByRole(el, 'button', { name: 'Clear filters' });
    expect(clear.getAttribute('aria-disabled')).toBeNull();
    clear.focus();
    fireEvent.click(clear);
    await page(el, 12);
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(document.activeElement).toBe(clear);
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    // Pressed again with nothing to clear, it does nothing (and keeps focus).
    fireEvent.change(getByLabelText(el, 'Bedrooms'), { target: { value: '5' } });
    await vi.waitFor(() => expect(clear.getAttribute('aria-disabled')).toBeNull());
    fireEvent.change(getByLabelText(el, 'Bedrooms'), { target: { value: 'all' } });
    await vi.waitFor(() => expect(clear.getAttribute('aria-disabled')).toBe('true'));
    await page(el, 12);
    fireEvent.click(clear);
    expect(names(el)).toEqual(bySize.slice(0, 12));
    expect(document.activeElement).toBe(clear);
  });

  it('reads the filters from the address, and follows it on back and forward', async () => {
    history.replaceState(null, '', '/our-floorplans?sqft=3000');
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await vi.waitFor(() => expect(names(el)).toEqual(['Cedar', 'Oakmont', 'Marigold']));
    history.replaceState(null, '', '/our-floorplans?beds=3&baths=2&sqft=1000&max_price=200000');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(names(el)).toEqual(['Aspen', 'Coquina']));
    expect((getByLabelText(el, 'Maximum price') as HTMLSelectElement).value).toBe('200000');
  });

  it('offers sq ft in steps of 1,000 and prices in steps of 25,000', async () => {
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await page(el, 12);
    const options = (label: string) =>
      [...(getByLabelText(el, label) as HTMLSelectElement).options].map((o) => o.value);
    expect(options('Square feet')).toEqual(['all', '1000', '2000', '3000']);
    const prices = options('Minimum price').slice(1).map(Number);
    expect(prices.every((p) => p % 25_000 === 0)).toBe(true);
    expect(prices[1] - prices[0]).toBe(25_000);
  });

  it('with a community and on-your-lot, asks for that community’s plans and shows only those on your lot', async () => {
    const calls = fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans', 'data-community-id="25" data-on-your-lot');
    const want = plans.filter((p) => p.is_on_your_lot && p.residences.some((r) => r.community_id === 25));
    await page(el, want.length);
    expect(calls[0].url.searchParams.get('community_id')).toBe('25');
    expect(new Set(names(el))).toEqual(new Set(want.map((p) => p.name)));
    expect(queryByLabelText(el, 'Build on your lot')).toBeNull();
  });

  it('shows “No floorplans found” when the server answers failure', async () => {
    fakeApi({ 'GET /api/plan': () => json({ status: 'failure' }) });
    const el = await mountFresh('floorplans');
    await vi.waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('No floorplans found'));
  });

  it('lists the communities that offer each plan, with links to them', async () => {
    fakeApi({ 'GET /api/plan': () => success({ results: plans }) });
    const el = await mountFresh('floorplans');
    await page(el, 12);
    const aspen = el.querySelector('article')!;
    const offering = plans.find((p) => p.name === 'Aspen')!.residences[0];
    expect(within(aspen).getByRole('link', { name: offering.community }).getAttribute('href')).toBe(offering.url);
  });
});
