// @vitest-environment happy-dom
import { fireEvent, getByRole, getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESIRED_LOCATIONS, HOME_TYPES } from '../../../../core/forms/engine/options/lead-options';
import { fullInterestForm } from '../../../../core/forms/declarations/full-interest';
import widget from '../../../../widgets/full-interest-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-full-interest-form', () => {
  it('offers the 8 desired locations and 16 home types, and needs at least one location', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget);
    const locations = getByRole(el, 'group', { name: 'Where would you like to live?' });
    expect(locations.querySelectorAll('input[type="checkbox"]')).toHaveLength(DESIRED_LOCATIONS.length);
    expect(getByRole(el, 'group', { name: 'What would you like in a home?' }).querySelectorAll('input')).toHaveLength(
      HOME_TYPES.length,
    );
    fillAndSend(el, fullInterestForm.submitLabel, (s) => {
      fireEvent.change(getByRole(s, 'combobox', { name: 'State' }), { target: { value: 'FL' } });
      fireEvent.input(getByRole(s, 'textbox', { name: 'ZIP code' }), { target: { value: '33880' } });
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(getByRole(el, 'checkbox', { name: 'Auburndale' })));
    expect(getByText(el, 'Please answer “Where would you like to live?”', { selector: 'a' })).toBeTruthy();
    fireEvent.click(getByRole(el, 'checkbox', { name: 'On Your Land' }));
    fireEvent.click(getByRole(el, 'checkbox', { name: 'Two-Story' }));
    fireEvent.click(getByRole(el, 'button', { name: fullInterestForm.submitLabel }));
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/full-interest', body: { selected_regions: ['On Your Land'], desired_hometype: ['Two-Story'] } },
    ]);
  });
});
