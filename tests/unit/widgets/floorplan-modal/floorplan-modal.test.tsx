// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { fakeApi, mountFresh, success } from '../favorites-test-kit';

afterEach(() => vi.unstubAllGlobals());

const plan = createSeed().plans.find((p) => p.name === 'Aspen')!;

describe('hb-floorplan-modal', () => {
  it('reads the plan only when its button opens the dialog, then shows its figures and the communities offering it', async () => {
    const calls = fakeApi({ [`GET /api/plan/${plan.id}`]: () => success({ result: plan }) });
    const el = await mountFresh('floorplan-modal', `data-plan-id="${plan.id}" data-name="Aspen"`);
    const button = getByRole(el, 'button', { name: 'View the Aspen floorplan' });
    expect(calls).toEqual([]);
    fireEvent.click(button);
    const dialog = await waitFor(() => getByRole(el, 'dialog', { name: 'The Aspen floorplan' }));
    await waitFor(() => expect(getByText(dialog, 'Square feet').nextElementSibling?.textContent).toBe('1,248'));
    expect(
      getByText(dialog, `From $${plan.price!.toLocaleString('en-US')}`, { selector: '.hb-fp-modal__price' }),
    ).toBeTruthy();
    for (const offering of plan.residences)
      expect(getByRole(dialog, 'link', { name: offering.community }).getAttribute('href')).toBe(offering.url);
    expect(getByRole(dialog, 'link', { name: 'All about the Aspen floorplan' }).getAttribute('href')).toBe(plan.url);
  });

  it('says “View the floorplan” when the editor gives no name', async () => {
    fakeApi({});
    const el = await mountFresh('floorplan-modal', `data-plan-id="${plan.id}"`);
    expect(getByRole(el, 'button', { name: 'View the floorplan' })).toBeTruthy();
  });
});
