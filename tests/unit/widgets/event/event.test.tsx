// @vitest-environment happy-dom
import { findByRole, findByText, getByRole, getByText, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../../widgets/event';
import { eventWhen, hasEnded } from '../../../../widgets/event/event-when';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const event = {
  id: 1,
  name: 'Grand Opening at Grace Ranch',
  starts_at: '2099-01-16T10:00:00-05:00',
  ends_at: '2099-01-16T16:00:00-05:00',
  location: '4200 Grace Ranch Way, Haines City, FL 33844',
  description: 'Tour three new model homes.',
  image: 'javascript:alert(1)',
  community_id: 34,
  url: '/events/grace-ranch-grand-opening',
};

describe('hb-event', () => {
  it('reads its event from its own page address, asking for JSON', async () => {
    history.replaceState(null, '', '/events/grace-ranch-grand-opening');
    const calls = fakeServer({ '/events/grace-ranch-grand-opening': { success: true, event } });
    const el = mountWidget(widget);
    expect(await findByRole(el, 'heading', { name: event.name })).toBeTruthy();
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(getByText(el, 'Friday, January 16, 2099, 10:00 AM to 4:00 PM')).toBeTruthy();
    expect(getByRole(el, 'heading', { name: 'Register for this event' })).toBeTruthy();
    expect(el.querySelector('img')).toBeNull(); // a javascript: image address never reaches the page
  });

  it('reads the event named by data-event-id from the events list', async () => {
    fakeServer({ '/api/event': { status: 'success', results: [{ ...event, id: 4, name: 'Toy Drive' }, event] } });
    const el = mountWidget(widget, 'data-event-id="4"');
    expect(await findByRole(el, 'heading', { name: 'Toy Drive' })).toBeTruthy();
  });

  it('says “No events found” for an unknown event', async () => {
    fakeServer({ '/api/event': { status: 'success', results: [event] } });
    const el = mountWidget(widget, 'data-event-id="9"');
    expect(await findByText(el, 'No events found')).toBeTruthy();
  });

  it('closes registration once the event has ended', async () => {
    fakeServer({
      '/api/event': {
        status: 'success',
        results: [{ ...event, starts_at: '2020-01-01T10:00:00-05:00', ends_at: '2020-01-01T12:00:00-05:00' }],
      },
    });
    const el = mountWidget(widget, 'data-event-id="1"');
    expect(await findByText(el, 'This event has ended. Registration is closed.')).toBeTruthy();
    expect(queryByRole(el, 'button', { name: 'Register' })).toBeNull();
  });

  it('names the days of an event on Florida’s clock', () => {
    expect(eventWhen('2026-12-05T10:00:00-05:00', '2026-12-16T18:00:00-05:00')).toBe(
      'Saturday, December 5, 2026 to Wednesday, December 16, 2026',
    );
    expect(hasEnded('2026-01-01T00:00:00Z', new Date('2026-06-01'))).toBe(true);
  });
});
