import { describe, expect, it } from 'vitest';
import { formatFromPrice } from '../../../../core/rules/plan-figures';
import { createSeed } from '../../../../demo/data';
import { printableList } from '../../../../widgets/community-map/printable-list';
import { demoApp } from './app-fetch';

const seed = createSeed();
const app = demoApp({ seed });
const post = (data: string) =>
  app.request('/print/communities', { method: 'POST', body: new URLSearchParams({ data }) });

describe('the printable communities list (POST /print/communities)', () => {
  it('renders the posted communities as a page to print, under a strict CSP', async () => {
    const haines = seed.communities.filter((c) => c.region === 'Haines City');
    const answer = await post(JSON.stringify(printableList('Communities in Haines City', haines)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await answer.text();
    expect(page).toContain('<h1>Communities in Haines City</h1>');
    for (const c of haines) expect(page).toContain(`<th scope="row">${c.name}`);
    for (const c of haines) expect(page).toContain(formatFromPrice(c.price));
  });

  it('writes what it was sent as text, never as markup', async () => {
    const list = printableList('<script>alert(1)</script>', seed.communities.slice(0, 1));
    const page = await (await post(JSON.stringify(list))).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a data field that is not JSON or not a list of communities', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ title: 'x', communities: [{ name: 1 }] }))).status).toBe(400);
  });
});
