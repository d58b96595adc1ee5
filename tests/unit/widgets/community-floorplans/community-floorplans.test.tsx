// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const seed = createSeed();
const community = seed.communities.find((c) => c.id === 3)!;
const residences = seed.residences.filter((r) => r.community_id === 3);

describe('hb-community-floorplans', () => {
  it('posts the plans as shown, in a hidden data field, to the printable pricing sheet', async () => {
    fakeApi({
      'GET /api/community/3': () => success({ result: community }),
      'GET /api/residence': () => success({ results: residences }),
    });
    const el = await mountFresh('community-floorplans', 'data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'Floorplans at Lakeside Preserve' })).toBeTruthy());
    fireEvent.change(getByLabelText(el, 'Bedrooms'), { target: { value: '4' } });
    const form = getByRole(el, 'button', { name: /Print the pricing sheet/ }).closest('form')!;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/print/pricing-sheet');
    await waitFor(() => {
      const data = JSON.parse((form.elements.namedItem('data') as HTMLInputElement).value);
      const fours = residences.filter((r) =>
        r.bed_high === null ? r.bed_low === 4 : r.bed_low! <= 4 && 4 <= r.bed_high,
      );
      expect(data.community).toBe('Lakeside Preserve');
      expect(data.residences.map((r: { name: string }) => r.name)).toEqual(
        [...fours].sort((a, b) => a.sqft_low! - b.sqft_low!).map((r) => r.name),
      );
    });
  });

  it('hearts each plan as a residence (the plan as offered in this community)', async () => {
    fakeApi({
      'GET /api/community/3': () => success({ result: community }),
      'GET /api/residence': () => success({ results: residences }),
    });
    const el = await mountFresh('community-floorplans', 'data-community-id="3"');
    const first = [...residences].sort((a, b) => a.sqft_low! - b.sqft_low!)[0];
    await waitFor(() => expect(getByRole(el, 'button', { name: `Save ${first.name} to favorites` })).toBeTruthy());
  });

  it('offers Compare on each plan, as the main list does, and adds the plan to the comparison', async () => {
    fakeApi({
      'GET /api/community/3': () => success({ result: community }),
      'GET /api/residence': () => success({ results: residences }),
    });
    const el = await mountFresh('community-floorplans', 'data-community-id="3"');
    const first = [...residences].sort((a, b) => a.sqft_low! - b.sqft_low!)[0];
    const compare = await waitFor(() => getByRole(el, 'button', { name: `Compare ${first.name}` }));
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    const changes: unknown[] = [];
    el.addEventListener('hb:compare-change', (e) => changes.push((e as CustomEvent).detail));
    fireEvent.click(compare);
    await waitFor(() => expect(compare.getAttribute('aria-pressed')).toBe('true'));
    expect(changes).toEqual([{ kind: 'plan', id: first.plan.id, compared: true }]);
  });
});
