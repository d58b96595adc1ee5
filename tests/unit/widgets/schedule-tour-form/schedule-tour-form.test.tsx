// @vitest-environment happy-dom
import { findByRole, fireEvent, getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleTourForm } from '../../../../core/forms/declarations/schedule-tour';
import { toIsoDate } from '../../../../core/forms/engine/date-rules';
import widget from '../../../../widgets/schedule-tour-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const inTwoDays = () => {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  return toIsoDate(d);
};

describe('hb-schedule-tour-form', () => {
  it('asks for a date from tomorrow to 3 years ahead and sends the community id', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget, 'data-community-id="3"');
    const date = getByLabelText(el, /Preferred tour date/) as HTMLInputElement;
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(date.min).toBe(toIsoDate(tomorrow));
    expect(Number(date.max.slice(0, 4))).toBe(new Date().getFullYear() + 3);
    fillAndSend(el, scheduleTourForm.submitLabel, () => fireEvent.input(date, { target: { value: inTwoDays() } }));
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/schedule-a-tour', body: { selected_communities: [3], tour_date: inTwoDays() } },
    ]);
  });

  it('opens from a button in a dialog with data-modal', async () => {
    fakeServer();
    const el = mountWidget(widget, 'data-community-id="3" data-modal');
    expect(queryByRole(el, 'dialog')).toBeNull();
    fireEvent.click(getByRole(el, 'button', { name: 'Schedule a tour' }));
    expect(await findByRole(el, 'dialog', { name: 'Schedule a tour' })).toBeTruthy();
  });
});
