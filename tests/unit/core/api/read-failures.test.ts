// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFavoriteModalStatus, hideFavoriteModal } from '../../../../core/api/favorite-modal';
import { NetworkError, ResponseShapeError } from '../../../../core/api/errors';
import { getCommunities } from '../../../../core/api/reads/community';
import { getEventPage } from '../../../../core/api/reads/event';
import { getPlans } from '../../../../core/api/reads/plan';
import { getProfile } from '../../../../core/api/reads/profile';
import type { Failure } from '../../../../core/api/result';
import { createSeed } from '../../../../demo/data';
import { fakeFetch, json } from './fake-fetch';

afterEach(() => vi.unstubAllGlobals());

const failureOf = (result: { status: string }) => {
  expect(result.status).toBe('failure');
  return result as Failure;
};
const user = {
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Reyes',
  phone: '',
  address: '',
  city: 'Lakeland',
  state: 'FL',
  zip: '',
};

describe('why a read failed', () => {
  it('calls an HTML error page (a wrong apiBase) a network failure, naming method, URL and status', async () => {
    fakeFetch(() => new Response('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }));
    const failure = failureOf(await getPlans({ query: { community_id: 25 } }));
    expect(failure).toMatchObject({ message: 'No floorplans found', reason: 'network' });
    expect(failure.error).toBeInstanceOf(NetworkError);
    expect(failure.error?.message).toBe('GET http://localhost:3000/api/plan failed: HTTP 404');
  });

  it('takes a 4xx answered in the contract’s envelope as the server’s own failure: no error', async () => {
    fakeFetch(() => json({ status: 'failure', message: 'Please sign in to continue.', user: null }, 401));
    expect(failureOf(await getProfile())).toMatchObject({
      message: 'Sign in to see your profile.',
      reason: 'failure',
      error: undefined,
    });
  });

  it('calls an answer that is not JSON a data failure', async () => {
    fakeFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
    expect(failureOf(await getCommunities())).toMatchObject({ message: 'No communities found', reason: 'data' });
  });

  it('reads a long answer (2,000 floorplans, read as it arrives) as a short one, and calls a long broken one a data failure', async () => {
    const plans = createSeed({ extraPlans: 2_000 }).plans;
    const text = JSON.stringify({ status: 'success', results: plans });
    fakeFetch(() => new Response(text, { headers: { 'Content-Type': 'application/json' } }));
    const read = await getPlans();
    expect(read.status === 'success' && read.results).toEqual(plans);
    fakeFetch(() => new Response(text.replace('},{', '},,{'), { headers: { 'Content-Type': 'application/json' } }));
    expect(failureOf(await getPlans())).toMatchObject({ message: 'No floorplans found', reason: 'data' });
  });

  it('calls an answer with a value superstruct cannot print ({"toString": ""}) a data failure, not a crash', async () => {
    const [plan] = createSeed().plans;
    fakeFetch(() => json({ status: 'success', results: [{ ...plan, name: { toString: '' } }] }));
    expect(failureOf(await getPlans())).toMatchObject({ message: 'No floorplans found', reason: 'data' });
  });

  it('reads an answer that arrives in pieces, a letter cut between two of them (the ñ of Peña)', async () => {
    const plan = { ...createSeed().plans[0], name: 'Peña' };
    const bytes = new TextEncoder().encode(JSON.stringify({ status: 'success', results: [plan] }));
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of ñ
    fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(bytes.slice(0, cut));
              controller.enqueue(bytes.slice(cut));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const read = await getPlans();
    expect(read.status === 'success' && read.results[0].name).toBe('Peña');
  });

  it('says where an answer broke the contract, never the value found there', async () => {
    fakeFetch(() => json({ status: 'success', user: { ...user, first_name: 4242 } }));
    const { error } = failureOf(await getProfile());
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error?.message).toBe(
      'GET http://localhost:3000/my-favorites/my-profile answered in an unexpected shape: user.first_name: expected string',
    );
    expect(error?.message).not.toContain('4242');
    expect(error?.message).not.toContain('ana@example.com');
  });
});

describe('the contract rows of the reads that used to sit outside it', () => {
  it('reads the profile from {status, user}, checked against UserProfile', async () => {
    const calls = fakeFetch(() => json({ status: 'success', user }));
    expect(await getProfile()).toMatchObject({ status: 'success', result: user });
    expect(calls[0].url.pathname).toBe('/my-favorites/my-profile');
  });

  it('reads the favorites modal status from {status, modalStatus}: show or hide, anything else is show', async () => {
    let answer: unknown = { status: 'success', modalStatus: 'hide' };
    const calls = fakeFetch(() => json(answer));
    expect(await getFavoriteModalStatus()).toBe('hide');
    answer = { status: 'success', modalStatus: 'maybe' };
    expect(await getFavoriteModalStatus()).toBe('show');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/favorite/modal/hide/',
      'GET /api/favorite/modal/hide/',
    ]);
  });

  it('hides the modal with one POST, true only when the server answers modalStatus hide', async () => {
    const calls = fakeFetch(() => json({ status: 'success', modalStatus: 'hide' }, 200));
    expect(await hideFavoriteModal()).toBe(true);
    fakeFetch(() => json({ status: 'failure', message: 'Not from here.' }, 403));
    expect(await hideFavoriteModal()).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/favorite/modal/hide/']);
  });

  it('reads the event page’s own address, without its fragment, from {success, event}', async () => {
    const event = {
      id: 1,
      name: 'Toy Drive',
      starts_at: '2099-12-05T10:00:00-05:00',
      ends_at: '2099-12-05T14:00:00-05:00',
      location: 'Lakeland',
      description: 'Bring a toy.',
      image: null,
      community_id: null,
      url: '/events/toy-drive',
    };
    let answer: unknown = { success: true, event };
    const calls = fakeFetch(() => json(answer));
    expect(await getEventPage({ pageUrl: '/events/toy-drive#register' })).toMatchObject({
      status: 'success',
      result: event,
    });
    expect(calls[0].url.href).toBe('http://localhost:3000/events/toy-drive');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    answer = { success: false, message: 'No events found' };
    expect(failureOf(await getEventPage())).toMatchObject({ message: 'No events found', reason: 'failure' });
    answer = { success: true, event: { ...event, id: 'one' } };
    expect(failureOf(await getEventPage())).toMatchObject({ message: 'No events found', reason: 'data' });
  });
});
