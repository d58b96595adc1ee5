// @vitest-environment happy-dom
import { fireEvent, getByLabelText, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleVisitForm } from '../../../../core/forms/declarations/schedule-visit';
import { toIsoDate } from '../../../../core/forms/engine/date-rules';
import widget from '../../../../widgets/schedule-visit-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

const next = (weekday: number) => {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() !== weekday) d.setDate(d.getDate() + 1);
  return toIsoDate(d);
};
const texts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

describe('hb-schedule-visit-form', () => {
  it('offers the model centers plus a virtual appointment, and the chosen weekday’s time slots', async () => {
    const calls = fakeServer({
      '/api/cms/model_centers': {
        status: 'success',
        contents: [
          {
            id: 1,
            name: 'Lakeside Preserve Model Center',
            address: '4120 Kathleen Rd',
            city: 'Lakeland',
            phone: '863-555-0103',
            hours: 'Daily',
          },
        ],
      },
    });
    const el = mountWidget(widget);
    const center = getByRole(el, 'combobox', { name: 'Where would you like to meet?' });
    await vi.waitFor(() =>
      expect(texts(center)).toEqual([
        'Choose a model center',
        'Lakeside Preserve Model Center',
        'Virtual Appointment',
        "I'm not sure",
      ]),
    );
    const time = getByRole(el, 'combobox', { name: 'Visit time' });
    expect(texts(time)).toEqual(['Choose a date first']);
    fireEvent.input(getByLabelText(el, /Visit date/), { target: { value: next(0) } });
    await vi.waitFor(() =>
      expect(texts(time)).toEqual([
        'Choose a time',
        '1:00 PM - 2:00 PM',
        '2:00 PM - 3:00 PM',
        '3:00 PM - 4:00 PM',
        '4:00 PM - 5:00 PM',
      ]),
    );
    fillAndSend(el, scheduleVisitForm.submitLabel, () => {
      fireEvent.change(center, { target: { value: 'Virtual Appointment' } });
      fireEvent.change(time, { target: { value: '3:00 PM - 4:00 PM' } });
    });
    expect(await sentPosts(calls)).toMatchObject([
      {
        path: '/forms/schedule-a-visit',
        body: { model_center: 'Virtual Appointment', visit_date: next(0), visit_time: '3:00 PM - 4:00 PM' },
      },
    ]);
  });
});
