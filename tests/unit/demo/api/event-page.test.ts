import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { HbEvent } from '../../../../core/api/schemas/event';
import { createSeed } from '../../../../demo/data';
import { demoApp } from './app-fetch';

const seed = createSeed();
const app = demoApp({ seed });
const asJson = { headers: { Accept: 'application/json' } };

describe('the event page asked for JSON', () => {
  it('answers its own address with {success: true, event}', async () => {
    const event = seed.events[2];
    const answer = await app.request(event.url, asJson);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.success).toBe(true);
    expect(body.event).toEqual(event);
    expect(validate(body.event, HbEvent)[0]).toBeUndefined();
  });

  it('answers an unknown event with success false and “No events found”', async () => {
    const answer = await app.request('/events/no-such-event', asJson);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, message: 'No events found' });
  });

  it('leaves a browser asking for the page itself to the page routes', async () => {
    const answer = await app.request(seed.events[0].url, { headers: { Accept: 'text/html' } });
    expect(answer.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});
