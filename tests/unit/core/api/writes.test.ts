// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { postForm } from '../../../../core/api/writes';
import { fakeFetch, json } from './fake-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('postForm', () => {
  it('returns the server’s answer and sends the idempotency key', async () => {
    const calls = fakeFetch(() => json({ status: 'success', message: 'Thank you!' }));
    expect(await postForm('/forms/contact-us', { first_name: 'Ana' }, { idempotencyKey: 'k-1' })).toEqual({
      status: 'success',
      message: 'Thank you!',
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/forms/contact-us');
    expect(calls[0].headers.get('Idempotency-Key')).toBe('k-1');
    expect(JSON.parse(calls[0].body)).toEqual({ first_name: 'Ana' });
  });

  it('form-encodes account posts', async () => {
    const calls = fakeFetch(() => json({ status: 'failure', message: 'Wrong email or password.' }));
    expect(await postForm('/my-favorites/login', { email: 'a@b.co', password: 'x' }, { encoding: 'form' })).toEqual({
      status: 'failure',
      message: 'Wrong email or password.',
    });
    expect(calls[0].headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('email=a%40b.co&password=x');
  });

  it.each([
    ['a failure without a message', () => json({ status: 'failure' })],
    ['a status-less answer', () => json({ message: 'ok?' })],
    ['an HTML error page', () => new Response('<h1>502</h1>', { status: 502 })],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows “Something went wrong, try again later.” for %s', async (_, respond) => {
    fakeFetch(respond);
    expect(await postForm('/forms/contact-us', {})).toEqual({ status: 'failure', message: FORM_FAILURE_MESSAGE });
    expect(FORM_FAILURE_MESSAGE).toBe('Something went wrong, try again later.');
  });

  it('never retries a post: a lead is sent once', async () => {
    const calls = fakeFetch(() => json({ status: 'failure' }, 503));
    await postForm('/forms/contact-us', {});
    expect(calls).toHaveLength(1);
  });
});
