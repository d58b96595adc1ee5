import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { sendNotFound, sendRead } from '../../../../demo/api/respond';
import { createSeed } from '../../../../demo/data';

const seed = createSeed();

describe('sendRead', () => {
  it('wraps a valid answer in the envelope key the contract names', async () => {
    const app = new Hono().get('/', (c) => sendRead(c, 'careers', seed.careers));
    expect(await (await app.request('/')).json()).toEqual({ status: 'success', careers: seed.careers });
  });

  it('refuses to send what the client would reject, and says where it broke', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [{ ...seed.communities[0], latitude: 'north' as unknown as number }];
    const app = new Hono().get('/api/community', (c) => sendRead(c, 'communities', broken));
    const answer = await app.request('/api/community');
    expect(answer.status).toBe(500);
    const body = await answer.json();
    expect(body.status).toBe('failure');
    expect(body.message).toContain('results.0.latitude');
    expect(log).toHaveBeenCalledOnce();
  });

  it('refuses a single item sent for a list read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono().get('/', (c) => sendRead(c, 'homes', seed.homes[0]));
    expect((await app.request('/')).status).toBe(500);
  });

  it('answers the reads that used to sit outside the contract through their rows: profile, modal status, event page', async () => {
    const account = { id: 1, email: 'ana@example.com', first_name: 'Ana', last_name: 'Reyes' };
    const app = new Hono()
      .get('/profile', (c) => sendRead(c, 'profile', account))
      .get('/modal', (c) => sendRead(c, 'favoriteModalStatus', 'hide'))
      .get('/event', (c) => sendRead(c, 'eventPage', seed.events[0]))
      .get('/no-event', (c) => sendNotFound(c, 'eventPage'));
    expect(await (await app.request('/profile')).json()).toEqual({ status: 'success', user: account });
    expect(await (await app.request('/modal')).json()).toEqual({ status: 'success', modalStatus: 'hide' });
    expect(await (await app.request('/event')).json()).toEqual({ success: true, event: seed.events[0] });
    expect(await (await app.request('/no-event')).json()).toEqual({ success: false, message: 'No events found' });
  });

  it('refuses a modal status the contract does not know', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono().get('/', (c) => sendRead(c, 'favoriteModalStatus', 'maybe' as 'hide'));
    expect((await app.request('/')).status).toBe(500);
  });

  it('answers an unknown id with a 404 and the read’s default message', async () => {
    const app = new Hono().get('/', (c) => sendNotFound(c, 'warrantyItems'));
    const answer = await app.request('/');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ status: 'failure', message: 'No warranty items found' });
  });
});
