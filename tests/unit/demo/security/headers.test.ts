// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../demo/app';
import { listen } from '../../../../demo/listen';
import { demoSettings } from '../../../../demo/security/settings';
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
    const answer = await demoClient().request(
      path,
      what === 'a refused Host' ? { headers: { Host: 'attacker.example' } } : {},
    );
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keep the page’s strict policy whole, frame-ancestors added', async () => {
    const policy = (await demoClient().request('/gallery')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'[; ]/);
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

describe('the page policy allows Google’s hosts only where the page’s settings use them', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  const policyOf = async (path: string, siteConfig: Record<string, unknown> = {}) =>
    (
      await createApp({ distRoot: '/nonexistent-dist', siteConfig, settings: demoSettings() }).request(path)
    ).headers.get('content-security-policy') ?? '';

  it('a page without keys runs no script from google.com (its /complete/search answers JSONP) nor the maps host', async () => {
    for (const path of ['/gallery', '/our-communities', '/contact-us', '/nothing-here']) {
      const policy = await policyOf(path);
      expect(directive(policy, 'script-src'), path).toBe("script-src 'self'");
      for (const host of ['www.google.com', 'maps.googleapis.com', '*.googleapis.com', 'www.gstatic.com'])
        expect(policy, path).not.toContain(host);
    }
  });

  it('a page with a mapsApiKey gets the maps hosts, and not reCAPTCHA’s', async () => {
    const policy = await policyOf('/demo/community-map-with-maps-key');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://maps.googleapis.com");
    expect(directive(policy, 'img-src')).toContain('https://*.googleapis.com');
    expect(policy).not.toContain('www.google.com');
  });

  it('settings with a recaptchaSiteKey get reCAPTCHA’s hosts, and not the maps’', async () => {
    const policy = await policyOf('/contact-us', { recaptchaSiteKey: '6Lc-demo' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com');
    expect(policy).not.toContain('maps.googleapis.com');
  });
});

describe('an API on another origin (apiBase, CORS_ORIGINS)', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  const SITE = 'http://cms.example.com';

  it('lets the listed origins frame the pseudo-confirmation page, and nothing else', async () => {
    const app = createApp({ distRoot: '/nonexistent-dist', corsOrigins: [SITE], settings: demoSettings() });
    const confirmation = await app.request('/forms/pseudo-confirmation?type=get-updates');
    expect(directive(confirmation.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toBe(
      `frame-ancestors 'self' ${SITE}`,
    );
    // X-Frame-Options cannot name another origin; frame-ancestors overrides it where understood.
    expect(confirmation.headers.get('x-frame-options')).toBeNull();
    const read = await app.request('/api/region');
    expect(read.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(read.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('keeps the pseudo-confirmation page to its own origin when no origin is listed', async () => {
    const confirmation = await demoClient().request('/forms/pseudo-confirmation?type=get-updates');
    expect(confirmation.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(confirmation.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets a page whose apiBase is another origin show its pictures, frame its confirmation and post its sheets there', async () => {
    const app = createApp({
      distRoot: '/nonexistent-dist',
      siteConfig: { apiBase: 'http://api.example.com/' },
      settings: demoSettings(),
    });
    const policy = (await app.request('/gallery')).headers.get('content-security-policy') ?? '';
    for (const name of ['connect-src', 'img-src', 'frame-src', 'form-action'])
      expect(directive(policy, name), name).toContain('http://api.example.com');
  });
});

describe('a Host the server itself cannot read', () => {
  it.each([['LOCALHOST:8104'], ['127.1']])(
    '%s gets a 400 that says why, with the same security headers as every answer',
    async (host) => {
      const { server, port } = await listen(demoClient().app.fetch, { port: 0, hostname: '127.0.0.1' });
      try {
        const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
          (resolve, reject) => {
            const req = httpRequest({ host: '127.0.0.1', port, path: '/gallery', headers: { Host: host } }, (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
            });
            req.on('error', reject);
            req.end();
          },
        );
        expect(answer.status).toBe(400);
        expect(answer.body).toContain('This demo answers only on localhost.');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['cache-control']).toBe('no-store');
      } finally {
        await new Promise((r) => server.close(r));
      }
    },
  );
});
