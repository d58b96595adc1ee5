// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoClient, lead, TOKEN } from './demo-client';

const ANA = { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', password: 'sunshine-42' };

describe('headers on every answer', () => {
  it.each([
    ['a page', '/gallery'],
    ['a data read', '/api/community'],
    ['a document', '/demo-documents/brochure.pdf'],
    ['an unknown path', '/nothing-here'],
    ['a refused Host', '/api/region'],
  ])('forbid framing by other sites, type sniffing and full referrers on %s', async (what, path) => {
    const answer = await demoClient().request(path, what === 'a refused Host' ? { headers: { Host: 'attacker.example' } } : {});
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keep the page’s strict policy whole, frame-ancestors added', async () => {
    const policy = (await demoClient().request('/gallery')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
  });

  it('say no-store on every answer that carries a visitor’s data', async () => {
    const { browser, request } = demoClient();
    const ana = browser();
    const answers = [
      await ana.post('/my-favorites/create-account', ANA),
      await ana.send('/my-favorites/my-profile', { headers: { Accept: 'application/json' } }),
      await ana.send('/api/favorite'),
      await ana.send('/api/view'),
      await ana.postJson('/api/favorite', { favoriteable_id: 101, favoriteable_type: 'plan' }),
      await ana.post('/api/warranty-request-item/create', { location: 'Garage', description: 'Door' }),
      await ana.send('/api/warranty-request-item'),
      await ana.postJson('/forms/get-updates', lead()),
      await request('/demo/submissions', { headers: { 'X-Demo-Token': TOKEN } }),
      await ana.send('/my-favorites/saved-floorplans'),
    ];
    expect(answers.map((a) => a.headers.get('cache-control'))).toEqual(Array(answers.length).fill('no-store'));
  });

  it('still let public documents be cached, as their route says', async () => {
    const answer = await demoClient().request('/demo-documents/brochure.pdf');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
