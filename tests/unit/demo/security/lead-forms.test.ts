// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLIENT_FREE_FAILURES } from '../../../../demo/api/account-throttle';
import { KNOWN_REFERRER_EMAIL } from '../../../../demo/api/known-referrers';
import { createApp } from '../../../../demo/app';
import { demoSettings } from '../../../../demo/security/settings';
import { createDemoState } from '../../../../demo/state';
import { demoClient, lead, TOKEN } from './demo-client';

const CMS = 'https://cms.example.test';
const ATTACKER = 'https://attacker.example';

/** The attacker's page: an auto-submitted multipart form, as a browser sends it from another site. */
function forgedLead(origin: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(lead({ email: 'victim@example.com', comments: 'Call me now' })))
    if (!Array.isArray(v)) form.set(k, String(v));
  return new Request('http://localhost/forms/get-updates', { method: 'POST', body: form, headers: origin });
}

describe('lead forms from another site', () => {
  it('refuse a cross-site multipart post to /forms/get-updates, and store nothing', async () => {
    const { app, state } = demoClient();
    const attacks: Record<string, string>[] = [
      { Origin: ATTACKER, 'Sec-Fetch-Site': 'cross-site' },
      { Origin: ATTACKER },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attacks) {
      const answer = await app.fetch(forgedLead(headers));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({
        status: 'failure',
        message: 'Something went wrong, try again later.',
      });
    }
    expect(state.submissions).toEqual([]);
  });

  it('take a lead from the site’s own page and from a CMS origin listed in CORS_ORIGINS', async () => {
    const state = createDemoState();
    const app = createApp({
      distRoot: '/nonexistent-dist',
      state,
      corsOrigins: [CMS],
      settings: demoSettings({ controls: { token: TOKEN } }),
    });
    const post = (headers: Record<string, string>) =>
      app.request('/forms/get-updates', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(lead()),
      });
    expect((await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' })).status).toBe(200);
    const fromCms = await post({ 'Sec-Fetch-Site': 'cross-site', Origin: CMS });
    expect(fromCms.status).toBe(200);
    expect(fromCms.headers.get('access-control-allow-origin')).toBe(CMS);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site', Origin: ATTACKER })).status).toBe(403);
    expect(state.submissions.map((s) => s.status)).toEqual(['success', 'success']);
  });
});

describe('the pre-referral answer (does this email already refer?)', () => {
  it(`is throttled per address: after ${CLIENT_FREE_FAILURES} answers, the next is refused unchecked with Retry-After`, async () => {
    const { browser } = demoClient();
    const visitor = browser();
    const ask = (email: string) =>
      visitor.postJson(
        '/forms/pre-referral-program',
        lead({
          type: 'pre-referral-program',
          email,
          referred_first_name: 'Bo',
          referred_last_name: 'Reed',
          referred_email: 'bo@example.com',
        }),
      );
    for (let i = 0; i < CLIENT_FREE_FAILURES; i++) expect((await ask(`guess${i}@example.com`)).status).toBe(200);
    const refused = await ask(KNOWN_REFERRER_EMAIL);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      status: 'failure',
      message: 'Too many attempts. Please wait 30 seconds and try again.',
    });
  });
});
