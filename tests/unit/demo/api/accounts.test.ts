import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../../../core/forms/engine';
import { accountBook } from '../../../../demo/api/account-book';
import { openSession } from '../../../../demo/api/session';
import { createApp } from '../../../../demo/app';
import { createDemoState } from '../../../../demo/state';

const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' };

function demo(corsOrigins: string[] = []) {
  const state = createDemoState();
  const bare = createApp({ distRoot: '/nonexistent', state, corsOrigins });
  // happy-dom drops headers a page may not set (Origin, Sec-Fetch-Site, Cookie) from a Request's
  // init; set afterwards they stay, as a browser would send them.
  const app = {
    request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
      const request = new Request(`http://localhost${path}`, { method: init.method ?? 'GET', body: init.body });
      for (const [k, v] of Object.entries(init.headers ?? {})) request.headers.set(k, v);
      // With a length, hono's body limit reads the body as it is instead of re-making the request.
      if (init.body !== undefined)
        request.headers.set('Content-Length', String(new TextEncoder().encode(init.body).length));
      return bare.fetch(request);
    },
  };
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { ...SAME_SITE, ...headers },
      body: new URLSearchParams(body).toString(),
    });
  /** Signs up, and returns a session cookie for the account (happy-dom hides Set-Cookie from tests). */
  const signUp = async (email: string) => {
    const answer = await post('/my-favorites/create-account', {
      first_name: 'Ana',
      last_name: 'Reyes',
      email,
      password: 'sunshine-42',
    });
    expect(await answer.json()).toEqual({ status: 'success', message: 'Your account has been created.' });
    const book = accountBook(state);
    return `hb_session=${openSession(book, book.idByEmail.get(email)!)}`;
  };
  return { state, app, post, signUp };
}

describe('demo accounts', () => {
  it('keeps an scrypt hash with its own salt, never the password, and never returns either', async () => {
    const { state, app, signUp } = demo();
    const cookie = await signUp('ana@example.com');
    const account = [...accountBook(state).accounts.values()][0];
    expect(account.password.key).toHaveLength(64);
    expect(account.password.salt).toHaveLength(16);
    expect(JSON.stringify(account)).not.toContain('sunshine-42');
    const profile = await (
      await app.request('/my-favorites/my-profile', { headers: { Cookie: cookie, Accept: 'application/json' } })
    ).text();
    expect(profile).not.toMatch(/password|salt|key/);
  });

  it('refuses account and favorite writes that do not come from the site itself', async () => {
    const { app, post, signUp } = demo();
    const cookie = await signUp('ana@example.com');
    expect(
      (
        await post(
          '/my-favorites/login',
          { email: 'ana@example.com', password: 'sunshine-42' },
          { 'Sec-Fetch-Site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
    const noHeaders = await app.request('/my-favorites/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(noHeaders.status).toBe(403);
    const favorite = await app.request('/api/favorite', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{"favoriteable_id":101,"favoriteable_type":"plan"}',
    });
    expect(favorite.status).toBe(403);
  });

  it('takes a favorite from a page of an origin the API lists (CORS_ORIGINS), with its session cookie', async () => {
    const { app, signUp } = demo(['https://www.example.com']);
    const cookie = await signUp('ana@example.com');
    const headers = {
      Cookie: cookie,
      Origin: 'https://www.example.com',
      'Sec-Fetch-Site': 'same-site',
      'Content-Type': 'application/json',
    };
    const add = await app.request('/api/favorite', {
      method: 'POST',
      headers,
      body: '{"favoriteable_id":101,"favoriteable_type":"plan"}',
    });
    expect(await add.json()).toEqual({ status: 'success' });
    expect(add.headers.get('Access-Control-Allow-Origin')).toBe('https://www.example.com');
    expect(add.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('keeps favorites per account', async () => {
    const { app, signUp } = demo();
    const ana = await signUp('ana@example.com');
    const ben = await signUp('ben@example.com');
    const add = await app.request('/api/favorite', {
      method: 'POST',
      headers: { Cookie: ana, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: '{"favoriteable_id":"101","favoriteable_type":"plan"}',
    });
    expect(await add.json()).toEqual({ status: 'success' });
    const list = async (cookie: string) =>
      (await (await app.request('/api/favorite', { headers: { Cookie: cookie } })).json()).results;
    expect(await list(ana)).toEqual([{ favoriteable_id: 101, favoriteable_type: 'plan' }]);
    expect(await list(ben)).toEqual([]);
  });

  it('answers the change-password rule with “New passwords do not match.”', async () => {
    const { post, signUp } = demo();
    const cookie = await signUp('ana@example.com');
    const answer = await post(
      '/my-favorites/change-password',
      { current_password: 'sunshine-42', new_password: 'moonlight-1', confirm_password: 'moonlight-2' },
      { Cookie: cookie },
    );
    expect(await answer.json()).toEqual({ status: 'failure', message: 'New passwords do not match.' });
  });

  it('checks account posts against the same declarations as the widgets: a name with digits is refused with its field', async () => {
    const { state, post, signUp } = demo();
    const refused = await post('/my-favorites/create-account', {
      first_name: 'Ana2',
      last_name: 'Reyes',
      email: 'ana@example.com',
      password: 'sunshine-42',
    });
    expect(refused.status).toBe(400);
    const nameError = 'First name can only contain letters, spaces, hyphens, apostrophes and periods.';
    expect(await refused.json()).toEqual({
      status: 'failure',
      message: nameError,
      errors: [{ name: 'first_name', message: nameError }],
    });
    expect(accountBook(state).accounts.size).toBe(0);

    const cookie = await signUp('ana@example.com');
    const profile = await post(
      '/my-favorites/my-profile',
      { first_name: 'Ana', last_name: 'R3yes', state: 'FL' },
      { Cookie: cookie },
    );
    expect(profile.status).toBe(400);
    expect((await profile.json()).errors).toEqual([
      { name: 'last_name', message: 'Last name can only contain letters, spaces, hyphens, apostrophes and periods.' },
    ]);
    expect([...accountBook(state).accounts.values()][0].profile.last_name).toBe('Reyes');
  });

  it('asks for the declared password length, one constant for the widgets and the server', async () => {
    const { post, signUp } = demo();
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    const short = await post('/my-favorites/create-account', {
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1),
    });
    expect(await short.json()).toEqual({
      status: 'failure',
      message: 'Use at least 8 characters.',
      errors: [{ name: 'password', message: 'Use at least 8 characters.' }],
    });
    const cookie = await signUp('ana@example.com');
    const nothingToSet = await post(
      '/my-favorites/change-password',
      { current_password: 'sunshine-42', new_password: '', confirm_password: '' },
      { Cookie: cookie },
    );
    expect(await nothingToSet.json()).toEqual({
      status: 'failure',
      message: `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
    });
  });

  it('refuses a malformed email before looking for an account, with the message the widgets give', async () => {
    const { post } = demo();
    for (const path of ['/my-favorites/login', '/my-favorites/forgot-password/']) {
      const answer = await post(path, { email: 'not-an-email', password: 'sunshine-42' });
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toBe('Enter an email address like name@example.com.');
    }
  });

  it('takes only the fields an account form declares', async () => {
    const { state, post } = demo();
    await post('/my-favorites/create-account', {
      first_name: 'Ana',
      last_name: 'Reyes',
      email: 'ana@example.com',
      password: 'sunshine-42',
      state: 'Narnia',
      city: 'Lakeland',
    });
    expect([...accountBook(state).accounts.values()][0].profile).toMatchObject({
      first_name: 'Ana',
      last_name: 'Reyes',
      state: '',
      city: '',
    });
  });

  it('lets the page of the same address answer a browser’s GET of /my-favorites/my-profile', async () => {
    const { app } = demo();
    expect(
      (await app.request('/my-favorites/my-profile', { headers: { Accept: 'text/html' } })).headers.get('content-type'),
    ).toContain('text/html');
    expect(
      (await app.request('/my-favorites/my-profile', { headers: { 'X-Requested-With': 'hb-widgets' } })).status,
    ).toBe(401);
  });
});
