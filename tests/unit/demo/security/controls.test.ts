// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOST_REFUSED_MESSAGE } from '../../../../demo/security/public-origin';
import { settingsFromEnv } from '../../../../demo/security/settings';
import { SUBMISSION_BODY_BYTES, SUBMISSIONS_KEPT } from '../../../../demo/submissions';
import { demoClient, FORM, lead, TOKEN } from './demo-client';

const withToken = { 'X-Demo-Token': TOKEN };

describe('the demo answers only by the names it is meant to have', () => {
  it('refuses a request whose Host is another site’s name (DNS rebinding), whatever the path', async () => {
    const { request } = demoClient();
    for (const path of ['/demo/submissions', '/api/community', '/gallery']) {
      const answer = await request(path, { headers: { Host: 'rebind.attacker.example:8080', ...withToken } });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe(HOST_REFUSED_MESSAGE);
    }
  });

  it('answers loopback names on any port, and a name listed in ALLOWED_HOSTS', async () => {
    const { request } = demoClient({ allowedHosts: ['demo.example.test'] });
    for (const host of [
      'localhost',
      'localhost:8191',
      '127.0.0.1:5173',
      '[::1]:8080',
      'demo.example.test',
      'demo.example.test:443',
    ])
      expect((await request('/api/region', { headers: { Host: host } })).status, host).toBe(200);
    expect((await request('/api/region', { headers: { Host: '192.168.1.20:8080' } })).status).toBe(403);
    expect((await request('/api/region', { headers: { Host: 'localhost.attacker.example' } })).status).toBe(403);
  });

  it('reads HOST-side switches from the environment: ALLOWED_HOSTS, DEMO_TOKEN, DEMO_CONTROLS, TRUST_PROXY', () => {
    expect(
      settingsFromEnv({ ALLOWED_HOSTS: 'Demo.Example.test, 192.168.1.20', DEMO_TOKEN: TOKEN, TRUST_PROXY: '1' }),
    ).toEqual({
      allowedHosts: ['demo.example.test', '192.168.1.20'],
      controls: { token: TOKEN },
      trustProxy: true,
    });
    expect(settingsFromEnv({ DEMO_CONTROLS: 'off' }).controls).toBe('off');
    const random = [settingsFromEnv({}), settingsFromEnv({})].map((s) => (s.controls as { token: string }).token);
    expect(random[0]).not.toBe(random[1]);
    expect(random[0].length).toBeGreaterThanOrEqual(24);
    expect(() => settingsFromEnv({ DEMO_TOKEN: 'abc' })).toThrow('DEMO_TOKEN is 3 characters long: use at least 16');
  });
});

describe('the /demo controls', () => {
  it('refuses a cross-site form post to /demo/reset and /demo/faults, token or not', async () => {
    const { request, state, browser } = demoClient();
    await browser().postJson('/forms/get-updates', lead());
    const attacks: Record<string, string>[] = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example' },
      { 'Sec-Fetch-Site': 'cross-site', ...withToken },
    ];
    for (const headers of attacks) {
      const reset = await request('/demo/reset', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...headers },
        body: '{"mode":"fail"}',
      });
      expect(reset.status).toBe(403);
      const faults = await request('/demo/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...headers },
        body: '{"mode":"fail"}',
      });
      expect(faults.status).toBe(403);
    }
    expect(state.submissions).toHaveLength(1);
    expect(state.faults.mode).toBe('off');
  });

  it('needs the token: without it, or with a wrong one, nothing is read or changed', async () => {
    const { request, state } = demoClient();
    const tokens: Record<string, string>[] = [{}, { 'X-Demo-Token': 'wrong-token-0123456789' }];
    for (const headers of tokens) {
      const read = await request('/demo/submissions', { headers });
      expect(read.status).toBe(401);
      expect(await read.json()).toEqual({
        error: 'Send the demo token as the X-Demo-Token header: npm start prints it, or set DEMO_TOKEN.',
      });
      expect(
        (
          await request('/demo/faults', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: '{"mode":"fail"}',
          })
        ).status,
      ).toBe(401);
    }
    expect(state.faults.mode).toBe('off');
  });

  it('works for a tool on this machine with the token, and for the demo’s own page sending it as a form field', async () => {
    const { request, state } = demoClient();
    const faults = await request('/demo/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...withToken },
      body: '{"mode":"fail","match":"/api/plan"}',
    });
    expect(await faults.json()).toEqual({ mode: 'fail', match: '/api/plan', delayMs: 3000 });
    const fromPage = { 'Content-Type': FORM, 'Sec-Fetch-Site': 'same-origin' };
    const slow = await request('/demo/faults', {
      method: 'POST',
      headers: fromPage,
      body: `demo_token=${TOKEN}&mode=slow&match=/api/home&delayMs=500`,
    });
    expect(await slow.json()).toEqual({ mode: 'slow', match: '/api/home', delayMs: 500 });
    const reset = await request('/demo/reset', { method: 'POST', headers: fromPage, body: `demo_token=${TOKEN}` });
    expect(await reset.json()).toEqual({ ok: true });
    expect(state.faults.mode).toBe('off');
  });

  it('takes a fault only as JSON: a text/plain form post carrying JSON is refused', async () => {
    const { request, state } = demoClient();
    const answer = await request('/demo/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...withToken },
      body: '{"mode":"fail"}',
    });
    expect(answer.status).toBe(400);
    expect(state.faults.mode).toBe('off');
  });

  it('leaves the demo’s own pages under /demo open', async () => {
    const { request } = demoClient();
    const page = await request('/demo/blank');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('answers nothing at all with DEMO_CONTROLS=off', async () => {
    const { request } = demoClient({ controls: 'off' });
    expect((await request('/demo/submissions', { headers: withToken })).status).toBe(404);
    expect((await request('/demo/reset', { method: 'POST', headers: withToken })).status).toBe(404);
  });
});

describe('stored submissions', () => {
  it('never hold an SSN, a co-buyer’s SSN or a password in clear, failed posts included', async () => {
    const { request, browser } = demoClient();
    const visitor = browser();
    await visitor.postJson(
      '/forms/buying-application',
      lead({
        type: 'buying-application',
        ssn: '123-45-6789',
        co_buyer_ssn: 987654321,
        password: 'hunter2-secret',
        applicant: { new_password: 'x', spouse_ssn: '111223333' },
      }),
    );
    await visitor.postJson('/forms/get-updates', lead({ email: 'not-an-email', ssn: '555667777' }));
    const text = await (await request('/demo/submissions', { headers: withToken })).text();
    for (const secret of ['123-45-6789', '123456789', '987654321', 'hunter2-secret', '111223333', '555667777'])
      expect(text).not.toContain(secret);
    const [first, failed] = JSON.parse(text).submissions;
    expect(first.body).toMatchObject({
      ssn: '•••-••-6789',
      co_buyer_ssn: '•••-••-4321',
      password: '(not kept)',
      applicant: { new_password: '(not kept)', spouse_ssn: '•••-••-3333' },
    });
    expect(failed).toMatchObject({ status: 'failure', body: { ssn: '•••-••-7777' } });
  });

  it('never hold an SSN or tax id under another name, or under none, failed posts included', async () => {
    const { request, browser } = demoClient();
    const visitor = browser();
    const byName = {
      ssn2: '123-45-6781',
      ssn_number: '123456782',
      'social-security-number': '123 45 6783',
      tax_id: '12-3456784',
      SSN: '123456785',
      socialSecurityNumber: 123456786,
      'buyer.ssn': '123-45-6787',
      co_itin: '923-70-1238',
      employer_EIN: '12-3456789',
    };
    const byValue = { comments: 'Mine is 223-45-6791, my wife’s 223456792.', notes: '22 3456793', extra: 223456794 };
    await visitor.postJson('/forms/buying-application', lead({ type: 'buying-application', ...byName, ...byValue }));
    await visitor.postJson('/forms/get-updates', lead({ email: 'not-an-email', ...byName, ...byValue }));
    const text = await (await request('/demo/submissions', { headers: withToken })).text();
    const secrets = [...Object.values(byName), '223-45-6791', '223456792', '22 3456793', 223456794].map(String);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const [first, failed] = JSON.parse(text).submissions;
    expect(failed.status).toBe('failure');
    for (const body of [first.body, failed.body]) {
      expect(body).toMatchObject({
        ssn2: '•••-••-6781',
        tax_id: '•••-••-6784',
        socialSecurityNumber: '•••-••-6786',
        'buyer.ssn': '•••-••-6787',
        extra: '•••-••-6794',
      });
      expect(body.comments).toBe('Mine is •••-••-6791, my wife’s •••-••-6792.');
      // What only looks like one is kept: a phone number, a ZIP+4, the names of other fields.
      expect(body).toMatchObject({ phone: '(863) 555-0103', first_name: 'Ana' });
    }
  });

  it('keep what is not an SSN: a ZIP+4, a phone, a business name, a timeframe', async () => {
    const { state, browser } = demoClient();
    await browser().postJson(
      '/forms/get-updates',
      lead({ zip: '33801-1234', phone: '863-555-0103', business_name: 'Sunshine Realty', setting: 'lake' }),
    );
    expect(state.submissions[0].body).toMatchObject({
      zip: '33801-1234',
      phone: '863-555-0103',
      business_name: 'Sunshine Realty',
      setting: 'lake',
      timeframe: '30 days',
    });
  });

  it(`keep the newest ${SUBMISSIONS_KEPT} posts, and a body over ${SUBMISSION_BODY_BYTES} bytes as its size only`, async () => {
    const { state, browser } = demoClient();
    const visitor = browser();
    await visitor.postJson('/forms/contact-us', lead({ type: 'contact-us', comments: 'x'.repeat(20_000) }));
    expect(state.submissions[0].body).toEqual({ omitted: expect.stringMatching(/^a body of \d+ bytes is not kept/) });
    for (let i = 0; i < SUBMISSIONS_KEPT + 5; i++)
      await visitor.postJson('/forms/get-updates', lead({ first_name: `N${'a'.repeat(i % 3)}` }));
    expect(state.submissions).toHaveLength(SUBMISSIONS_KEPT);
    expect(state.submissions[0].id).toBe(7);
  });

  it('refuses a JSON body nested 20,000 deep (40 KB), so /demo/submissions keeps answering', async () => {
    const { request, browser } = demoClient();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const answer = await browser().send('/forms/get-updates', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"deep":${deep}}`,
    });
    expect(answer.status).toBe(413);
    const nested = `{"a":${'{"a":'.repeat(50)}1${'}'.repeat(50)}}`;
    expect(
      (
        await browser().send('/forms/get-updates', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: nested,
        })
      ).status,
    ).toBe(400);
    const read = await request('/demo/submissions', { headers: withToken });
    expect(read.status).toBe(200);
    expect((await read.json()).submissions).toEqual([]);
  });
});
