import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, useDemo, widgetReady } from './harness';

type Server = Awaited<ReturnType<typeof startDemoServer>>;

describe('widgets on one origin reading the API of another (apiBase)', () => {
  const demo = useDemo();
  // The site's pages name their API in the settings, set per test (the CMS's site settings).
  const siteConfig: Record<string, unknown> = {};
  let site: Server;
  let listing: Server;
  let closed: Server;
  beforeAll(async () => {
    site = await startDemoServer({ siteConfig });
    listing = await startDemoServer({ corsOrigins: [site.baseUrl] });
    closed = await startDemoServer();
  });
  afterAll(() => Promise.all([site?.close(), listing?.close(), closed?.close()]));

  /** The floorplans page of the site, with its API on `api`; what the API answered and what failed. */
  async function floorplansWith(api: Server) {
    siteConfig.apiBase = `${api.baseUrl}/`;
    const page = await demo.browser.newPage();
    const answered: string[] = [];
    const refused: string[] = [];
    page.on(
      'response',
      (r) => r.url().startsWith(api.baseUrl) && r.request().method() === 'GET' && answered.push(r.url()),
    );
    page.on('requestfailed', (r) => r.url().startsWith(api.baseUrl) && refused.push(r.url()));
    await page.goto(`${site.baseUrl}/our-floorplans`);
    await widgetReady(page, 'hb-floorplans');
    return { page, answered, refused };
  }

  it('answers the preflight with the origins, methods and headers docs/deploying.md gives, to listed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${listing.baseUrl}/forms/contact-us`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key,x-requested-with',
        },
      });
    const answer = await preflight(site.baseUrl);
    expect(answer.status).toBe(204);
    expect(Object.fromEntries([...answer.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': site.baseUrl,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,POST,DELETE',
      'access-control-allow-headers': 'Content-Type,X-Requested-With,Idempotency-Key',
      'access-control-expose-headers': 'Retry-After',
      'access-control-max-age': '7200',
    });
    expect((await preflight('http://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('shows the floorplans from the other origin’s API when it lists the page’s origin (CORS_ORIGINS)', async () => {
    const { page, answered } = await floorplansWith(listing);
    await page.getByRole('link', { name: 'Aspen' }).first().waitFor();
    expect(answered.some((url) => url.includes('/api/plan'))).toBe(true);
    await page.close();
  });

  it('is refused by the browser when the API does not list the page’s origin', async () => {
    const { page, refused } = await floorplansWith(closed);
    await page.getByRole('alert').filter({ hasText: 'No floorplans found' }).waitFor();
    expect(refused.some((url) => url.includes('/api/plan'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Aspen' }).count()).toBe(0);
    await page.close();
  });
});
