// @vitest-environment happy-dom
import {
  fireEvent,
  getAllByRole,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  waitFor,
  within,
} from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { toIsoDate } from '../../../../core/forms/engine/date-rules';
import floorplanDetail from '../../../../widgets/floorplan-detail';
import type { Call } from '../../core/api/fake-fetch';
import { fakeApi, json, mountFresh, success, watchNavigation } from '../favorites-test-kit';
import { mountIn } from '../i18n/mount-in';

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

  it('leads with the floor plan drawings, then the elevations, each opening the gallery dialog', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
    const strip = await waitFor(() => getByRole(el, 'list', { name: 'Aspen pictures' }));
    expect(getAllByRole(strip, 'button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Open the gallery at picture 1 of 3: Aspen floor plan, first floor/),
      'Open the gallery at picture 2 of 3: Aspen, elevation A: single-storey taupe stucco home with brick accents with a gable roof, a two-car garage, a covered porch and shutters',
      'Open the gallery at picture 3 of 3: Aspen, elevation B: single-storey soft grey home with lap siding with a barrel-tile roof, a two-car garage, a covered porch and shutters',
    ]);
    const main = getAllByRole(el, 'button', { name: /^Open the gallery at picture 1 of 3/ })[0];
    expect(main.querySelector('img')?.getAttribute('src')).toBe('/demo-assets/floor-plan-aspen-1.svg');
    fireEvent.click(main);
    const dialog = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Aspen gallery' }));
    expect(getByRole(dialog, 'button', { name: 'Zoom in' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('leads with the elevations when an older CMS sends no drawings', async () => {
    const { floorPlanImages: _, ...older } = plan;
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: older }) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
    const strip = await waitFor(() => getByRole(el, 'list', { name: 'Aspen pictures' }));
    expect(getAllByRole(strip, 'button')[0].textContent).toMatch(
      /^Open the gallery at picture 1 of 2: Aspen, elevation A: /,
    );
  });

  it('puts one call-to-action bar by the price: Schedule a tour, Call (the site’s phone), Get updates', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`, {
      config: { phone: '(863) 555-0150' },
    });
    const bar = await waitFor(() => getByRole(el, 'group', { name: 'Ask about the Aspen' }));
    expect(bar.previousElementSibling?.textContent).toBe('From $189,900');
    expect(getByRole(bar, 'button', { name: 'Schedule a tour' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(getByRole(bar, 'link', { name: 'Call (863) 555-0150' }).getAttribute('href')).toBe('tel:+18635550150');
    expect(getByRole(bar, 'button', { name: 'Get updates' })).toBeTruthy();
    expect(getAllByRole(el, 'group', { name: /^Ask about/ })).toHaveLength(1);
  });

  it('leaves Call out when no phone is known, and a phone that makes no number', async () => {
    fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`, { config: { phone: 'ask us' } });
    const bar = await waitFor(() => getByRole(el, 'group', { name: 'Ask about the Aspen' }));
    expect(queryByRole(bar, 'link', { name: /^Call/ })).toBeNull();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Schedule a tour', 'Get updates']);
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

  describe('the tour form of a plan offered in several communities', () => {
    const inTwoDays = () => {
      const d = new Date();
      d.setDate(d.getDate() + 2);
      return toIsoDate(d);
    };
    const tourRoutes = (result = plan) => {
      // The analytics frame a lead loads (spec.md section 4) stays unloaded here.
      (
        window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
      ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
      return {
        [`GET /api/plan/${result.id}`]: () => success({ result }),
        'POST /forms/schedule-a-tour': () => success({ message: 'Thank you!' }),
      };
    };
    const openTour = async (el: HTMLElement, button: string, dialogName: string) => {
      fireEvent.click(await waitFor(() => getByRole(el, 'button', { name: button })));
      return waitFor(() => getByRole(document.body, 'dialog', { name: dialogName }));
    };
    const fill = (
      dialog: HTMLElement,
      labels: { first: RegExp; last: RegExp; email: RegExp; phone: RegExp; date: RegExp },
    ) => {
      const type = (label: RegExp, value: string) =>
        fireEvent.input(getByLabelText(dialog, label), { target: { value } });
      type(labels.first, 'Ana');
      type(labels.last, 'Lopez');
      type(labels.email, 'ana@example.com');
      type(labels.phone, '863-555-0103');
      type(labels.date, inTwoDays());
    };
    const english = {
      first: /First name/,
      last: /Last name/,
      email: /Email/,
      phone: /Phone/,
      date: /Preferred tour date/,
    };
    const tourPosts = (calls: Call[]) =>
      calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body) as Record<string, unknown>);

    it('lets the buyer choose one of the plan’s communities, required, and sends the one chosen', async () => {
      const calls = fakeApi(tourRoutes());
      const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
      const dialog = await openTour(el, 'Schedule a tour', 'Schedule a tour');
      const choice = getByRole(dialog, 'combobox', { name: /^Community/ }) as HTMLSelectElement;
      expect(choice.required).toBe(true);
      expect([...choice.options].map((o) => o.textContent)).toEqual([
        'Choose a community',
        ...plan.residences.map((r) => r.community),
      ]);
      fill(dialog, english);
      fireEvent.click(getByRole(dialog, 'button', { name: 'Request my tour' }));
      // Not sent: focus goes to the choice, which its message describes.
      await waitFor(() => expect(document.activeElement).toBe(choice));
      expect(choice.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(choice.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Error: Community is required.',
      );
      expect(getByRole(dialog, 'link', { name: 'Community is required.' })).toBeTruthy();
      expect(tourPosts(calls)).toEqual([]);

      const chosen = plan.residences[2];
      fireEvent.change(choice, { target: { value: String(chosen.community_id) } });
      fireEvent.click(getByRole(dialog, 'button', { name: 'Request my tour' }));
      await waitFor(() => expect(tourPosts(calls)).toHaveLength(1));
      expect(tourPosts(calls)[0]).toMatchObject({
        type: 'schedule-a-tour',
        selected_communities: [chosen.community_id],
        selected_plans: [plan.id],
        tour_date: inTwoDays(),
      });
    });

    it('names the one community of a plan offered in one, and sends it without asking', async () => {
      const only = { ...plan, residences: [plan.residences[3]] };
      const calls = fakeApi(tourRoutes(only));
      const el = await mountFresh('floorplan-detail', `data-plan-id="${plan.id}"`);
      const dialog = await openTour(el, 'Schedule a tour', 'Schedule a tour');
      expect(queryByRole(dialog, 'combobox', { name: /^Community/ })).toBeNull();
      expect(getByText(dialog, only.residences[0].community).parentElement?.textContent).toBe(
        `Community: ${only.residences[0].community}`,
      );
      fill(dialog, english);
      fireEvent.click(getByRole(dialog, 'button', { name: 'Request my tour' }));
      await waitFor(() => expect(tourPosts(calls)).toHaveLength(1));
      expect(tourPosts(calls)[0]).toMatchObject({
        selected_communities: [only.residences[0].community_id],
        selected_plans: [plan.id],
      });
    });

    it('asks in Spanish on a Spanish page', async () => {
      const calls = fakeApi(tourRoutes());
      const el = await mountIn('es', floorplanDetail, `data-plan-id="${plan.id}"`);
      const dialog = await openTour(el, 'Agenda un recorrido', 'Agenda un recorrido');
      const choice = await waitFor(() => getByRole(dialog, 'combobox', { name: /^Comunidad/ }) as HTMLSelectElement);
      expect(choice.options[0].textContent).toBe('Elige una comunidad');
      fill(dialog, { first: /Nombre/, last: /Apellido/, email: /Correo/, phone: /Teléfono/, date: /Fecha preferida/ });
      fireEvent.click(getByRole(dialog, 'button', { name: 'Pedir mi recorrido' }));
      await waitFor(() => expect(document.activeElement).toBe(choice));
      expect(document.getElementById(choice.getAttribute('aria-describedby')!)?.textContent).toMatch(
        /Comunidad: este campo es obligatorio\.$/,
      );
      expect(tourPosts(calls)).toEqual([]);
    });
  });
});
