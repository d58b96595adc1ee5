// @vitest-environment happy-dom
import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventRegistrationForm } from '../../../../core/forms/declarations/event-registration';
import widget from '../../../../widgets/event-form';
import { fakeServer, fillAndSend, mountWidget, sentPosts } from '../forms-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('hb-event-form', () => {
  it('registers one guest by default for the event in selected_events', async () => {
    const calls = fakeServer();
    const el = mountWidget(widget, 'data-event-id="3"');
    expect((getByRole(el, 'spinbutton', { name: 'Number of guests, you included' }) as HTMLInputElement).value).toBe(
      '1',
    );
    fillAndSend(el, eventRegistrationForm.submitLabel);
    expect(await sentPosts(calls)).toMatchObject([
      { path: '/forms/event', body: { type: 'event', selected_events: [3], guests: 1 } },
    ]);
  });
});
