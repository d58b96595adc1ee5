// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, json, mountFresh, success, watchNavigation } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const plan = createSeed().plans.find((p) => p.name === 'Aspen')!;

describe('hb-floorplan-detail', () => {
  it('shows the plan with a community dropdown whose first option is “Select Community to see price”', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'Aspen', level: 2 })).toBeTruthy());
    expect(document.title).not.toContain('Aspen');
    const select = getByLabelText(el, 'Prices by community') as HTMLSelectElement;
    expect(select.options[0].textContent).toBe('Select Community to see price');
    expect([...select.options].slice(1).map((o) => o.textContent)).toEqual(plan.residences.map((r) => r.community));
  });

  it('names the page in an h1 and leads the tab’s title with the plan when it is the page’s main content, and gives the title back when it goes', async () => {
    let answer = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    fakeApi({ [`GET /api/plan/${plan.id}`]: async () => (await answered, success({ result: plan })) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}" data-page-heading`);
    document.title = 'Floorplan | Polk Homes'; // the CMS's own (mountFresh starts a new head)
    answer();
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'Aspen', level: 1 })).toBeTruthy());
    await waitFor(() => expect(document.title).toBe('Aspen – Floorplan | Polk Homes'));
    el.remove();
    await waitFor(() => expect(document.title).toBe('Floorplan | Polk Homes'));
  });

  it('goes to the chosen community’s floorplans page', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const went = watchNavigation();
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
    const select = await waitFor(() => getByLabelText(el, 'Prices by community') as HTMLSelectElement);
    const offering = plan.residences[1];
    fireEvent.change(select, { target: { value: String(offering.id) } });
    expect(went).toEqual([new URL(offering.url.replace(/\/[^/]+$/, ''), location.href).href]);
  });

  it('waits for Enter, or offers a link, when the choice was made with arrow keys', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const went = watchNavigation();
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
    const select = await waitFor(() => getByLabelText(el, 'Prices by community') as HTMLSelectElement);
    const offering = plan.residences[0];
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: String(offering.id) } });
    expect(went).toEqual([]);
    await waitFor(() => expect(getByRole(el, 'link', { name: `See prices in ${offering.community}` })).toBeTruthy());
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(went).toHaveLength(1);
  });

  it('records a view for a signed-in visitor once the plan has loaded', async () => {
    const calls = fakeApi({
      [`GET /api/plan/${plan.id}`]: () => success({ result: plan }),
      'GET /api/favorite': () => success({ results: [] }),
      'POST /api/view': () => success(),
    });
    await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`, { loggedIn: true });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const view = calls.find((c) => c.method === 'POST')!;
    expect(view.url.pathname).toBe('/api/view');
    expect(JSON.parse(view.body)).toEqual({ favoriteable_id: String(plan.id), favoriteable_type: 'plan' });
  });

  it('records no view when the plan cannot be read, and says “No floorplans found”', async () => {
    const calls = fakeApi({
      'GET /api/plan/999': () => json({ status: 'failure' }, 404),
      'GET /api/favorite': () => success({ results: [] }),
    });
    const el = await mountFresh('floorplan-detail', 'data-plan-id="999"', { loggedIn: true });
    await waitFor(() => expect(getByRole(el, 'alert').textContent).toBe('No floorplans found'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
