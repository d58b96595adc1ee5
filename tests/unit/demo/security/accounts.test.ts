// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountBook } from '../../../../demo/api/account-book';
import {
  ACCOUNT_FREE_FAILURES,
  AccountThrottle,
  BUSY_RETRY_MS,
  CLIENT_FREE_FAILURES,
  FIRST_LOCK_MS,
  FORGET_AFTER_MS,
  MAX_LOCK_MS,
} from '../../../../demo/api/account-throttle';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSIONS_PER_ACCOUNT } from '../../../../demo/api/session';
import { demoClient } from './demo-client';

const ANA = { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', password: 'sunshine-42' };

/** A demo whose clock the test moves, with Ana's account. */
async function withAccount() {
  const demo = demoClient();
  let now = 1_000_000;
  accountBook(demo.state).now = () => now;
  const ana = demo.browser();
  expect((await ana.post('/my-favorites/create-account', ANA)).status).toBe(200);
  return { ...demo, ana, later: (ms: number) => (now += ms) };
}

const login = (visitor: ReturnType<ReturnType<typeof demoClient>['browser']>, password: string, email = ANA.email) =>
  visitor.post('/my-favorites/login', { email, password });

describe('the sign-in throttle', () => {
  it('refuses 41 parallel sign-ins on a locked account at once, the right password among them', async () => {
    const { browser, later } = await withAccount();
    const attacker = browser();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await login(attacker, `guess-${i}`)).status).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 41 }, (_, i) => login(attacker, i === 40 ? ANA.password : `guess-x${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(41).fill(429));
    expect(answers[40].headers.get('retry-after')).toBe(String(FIRST_LOCK_MS / 1000));
    expect(await answers[40].json()).toEqual({
      status: 'failure',
      message: 'Too many attempts. Please wait 30 seconds and try again.',
    });
    expect(attacker.cookies.size).toBe(0);
    later(FIRST_LOCK_MS);
    expect((await login(attacker, ANA.password)).status).toBe(200);
  });

  it('checks at most two attempts on one account at a time: 41 parallel guesses on a fresh account try two passwords', async () => {
    const { browser } = await withAccount();
    const answers = await Promise.all(
      Array.from({ length: 41 }, (_, i) => login(browser(), i === 40 ? ANA.password : `guess-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(39);
    expect(answers[39].headers.get('retry-after')).toBe(String(BUSY_RETRY_MS / 1000));
  });

  it('guards change-password with the same throttle: 30 guesses at the current password are not checked', async () => {
    const { ana } = await withAccount();
    const guess = (current: string) =>
      ana.post('/my-favorites/change-password', {
        current_password: current,
        new_password: 'moonlight-77',
        confirm_password: 'moonlight-77',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill(400));
    expect(statuses.slice(ACCOUNT_FREE_FAILURES)).toEqual(Array(30 - ACCOUNT_FREE_FAILURES).fill(429));
    expect((await guess(ANA.password)).status).toBe(429);
  });

  it('throttles create-account by address, so it cannot list which emails have accounts at speed', async () => {
    const { browser } = await withAccount();
    const prober = browser();
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_FREE_FAILURES + 5; i++)
      statuses.push((await prober.post('/my-favorites/create-account', { ...ANA, email: ANA.email })).status);
    expect(statuses.slice(0, CLIENT_FREE_FAILURES)).toEqual(Array(CLIENT_FREE_FAILURES).fill(400));
    expect(statuses.slice(CLIENT_FREE_FAILURES)).toEqual(Array(5).fill(429));
  });

  it('takes back only the signing-in account’s own failures from the address: signing in to one’s own account does not reset guesses at others', () => {
    let now = 0;
    const throttle = new AccountThrottle(() => now);
    const tryOnce = (account: string, ok: boolean) => {
      const attempt = throttle.begin({ account, client: '10.0.0.1' });
      if (attempt.ok) attempt.settle(ok);
      return attempt.ok;
    };
    for (let i = 0; i < CLIENT_FREE_FAILURES - 1; i++) {
      expect(tryOnce(`victim-${i}@example.com`, false)).toBe(true);
      expect(tryOnce('attacker@example.com', true)).toBe(true);
    }
    expect(tryOnce('victim-last@example.com', false)).toBe(true);
    expect(tryOnce('someone@example.com', false)).toBe(false);
    now += MAX_LOCK_MS;
    expect(tryOnce('someone@example.com', true)).toBe(true);
  });

  it('doubles the lock with each attempt past the free ones, up to 15 minutes, and forgets after an hour', () => {
    let now = 0;
    const throttle = new AccountThrottle(() => now);
    const waits: number[] = [];
    const fail = () => {
      let attempt = throttle.begin({ account: 'ana@example.com', client: `10.0.0.${waits.length}` });
      waits.push(attempt.ok ? 0 : attempt.retryAfterMs);
      if (!attempt.ok) {
        now += attempt.retryAfterMs;
        attempt = throttle.begin({ account: 'ana@example.com', client: `10.0.0.${waits.length}` });
      }
      if (attempt.ok) attempt.settle(false);
    };
    for (let i = 0; i < 12; i++) fail();
    expect(waits).toEqual([0, 0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
    now += FORGET_AFTER_MS + 1;
    const fresh = throttle.begin({ account: 'ana@example.com', client: 'later' });
    expect(fresh.ok).toBe(true);
  });
});

describe('passwords', () => {
  it.each([['        '], ['12345678'], ['password'], ['Password1'], ['abcdefgh'], ['qwertyuiop']])(
    'refuses the common password %j for a new account',
    async (password) => {
      const { browser, state } = demoClient();
      const answer = await browser().post('/my-favorites/create-account', { ...ANA, password });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        status: 'failure',
        message: 'This password is too easy to guess. Choose a longer or less common one.',
      });
      expect(accountBook(state).accounts.size).toBe(0);
    },
  );

  it.each([['abababab'], ['aaaaaaaa'], ['12121212'], ['abcabcabc'], ['xyzwxyzw']])(
    'refuses the short repeating pattern %j for a new account',
    async (password) => {
      const { browser, state } = demoClient();
      const answer = await browser().post('/my-favorites/create-account', { ...ANA, password });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        status: 'failure',
        message: 'This password is too easy to guess. Choose a longer or less common one.',
      });
      expect(accountBook(state).accounts.size).toBe(0);
    },
  );

  it.each([['lakelandhomes'], ['Lakeland1'], ['LAKE-LAND-homes!'], ['my lakeland home']])(
    'refuses the builder’s own name, %j, with a message that says so',
    async (password) => {
      const { browser, state } = demoClient();
      const answer = await browser().post('/my-favorites/create-account', { ...ANA, password });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        status: 'failure',
        message: 'Choose a password without our name, Lakeland Homes, in it.',
      });
      expect(accountBook(state).accounts.size).toBe(0);
    },
  );

  it('refuses a common new password on change-password too', async () => {
    const { ana } = await withAccount();
    const answer = await ana.post('/my-favorites/change-password', {
      current_password: ANA.password,
      new_password: 'iloveyou',
      confirm_password: 'iloveyou',
    });
    expect((await answer.json()).message).toBe(
      'This password is too easy to guess. Choose a longer or less common one.',
    );
  });

  it('refuses a password over 200 characters instead of cutting it: the first 200 plus anything does not sign in', async () => {
    const { browser } = demoClient();
    const long = 'correct horse battery staple '.repeat(7).slice(0, 200);
    expect((await browser().post('/my-favorites/create-account', { ...ANA, password: long })).status).toBe(200);
    const visitor = browser();
    const longer = await login(visitor, `${long}and anything after`);
    expect(longer.status).toBe(400);
    expect((await longer.json()).message).toBe('Password must be 200 characters or fewer.');
    expect(
      (await browser().post('/my-favorites/create-account', { ...ANA, email: 'ben@example.com', password: `${long}x` }))
        .status,
    ).toBe(400);
    expect((await login(visitor, long)).status).toBe(200);
  });
});

describe('sessions', () => {
  it(`end after ${SESSION_IDLE_MS / 60_000} minutes idle`, async () => {
    const { ana, later } = await withAccount();
    const profile = () => ana.send('/my-favorites/my-profile', { headers: { Accept: 'application/json' } });
    later(SESSION_IDLE_MS - 1);
    expect((await profile()).status).toBe(200);
    later(SESSION_IDLE_MS + 1);
    expect((await profile()).status).toBe(401);
  });

  it(`end ${SESSION_ABSOLUTE_MS / 3_600_000} hours after signing in, however busy`, async () => {
    const { ana, later } = await withAccount();
    const profile = () => ana.send('/my-favorites/my-profile', { headers: { Accept: 'application/json' } });
    let elapsed = 0;
    while (elapsed + SESSION_IDLE_MS / 2 < SESSION_ABSOLUTE_MS) {
      later(SESSION_IDLE_MS / 2);
      elapsed += SESSION_IDLE_MS / 2;
      expect((await profile()).status).toBe(200);
    }
    later(SESSION_ABSOLUTE_MS - elapsed + 1);
    expect((await profile()).status).toBe(401);
  });

  it(`stay at ${SESSIONS_PER_ACCOUNT} per account: signing in once more ends the oldest`, async () => {
    const { browser, state, ana } = await withAccount();
    const devices = Array.from({ length: SESSIONS_PER_ACCOUNT }, () => browser());
    for (const device of devices) expect((await login(device, ANA.password)).status).toBe(200);
    const profile = (device: (typeof devices)[number]) =>
      device.send('/my-favorites/my-profile', { headers: { Accept: 'application/json' } });
    expect(accountBook(state).sessions.size).toBe(SESSIONS_PER_ACCOUNT);
    expect((await profile(ana)).status).toBe(401);
    expect((await profile(devices[0])).status).toBe(200);
  });

  it('use an HttpOnly SameSite=Lax cookie over http, and a __Host- Secure one over https or behind a TRUST_PROXY proxy that says so', async () => {
    const cookieOf = async (demo: ReturnType<typeof demoClient>, url: string, headers: Record<string, string> = {}) =>
      (await demo.browser().post(url, ANA, headers)).headers.getSetCookie().find((c) => c.includes('hb_session'));
    expect(await cookieOf(demoClient(), '/my-favorites/create-account')).toMatch(
      /^hb_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(await cookieOf(demoClient(), 'https://localhost/my-favorites/create-account')).toMatch(
      /^__Host-hb_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'localhost', Origin: 'https://localhost' };
    expect(await cookieOf(demoClient({ trustProxy: true }), '/my-favorites/create-account', proxied)).toMatch(
      /^__Host-hb_session=.*; Secure/,
    );
    expect(await cookieOf(demoClient(), '/my-favorites/create-account', proxied)).toMatch(/^hb_session=/);
  });
});
