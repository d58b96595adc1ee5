import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { printableList } from '../../../../widgets/community-map/printable-list';
import { demoApp } from './app-fetch';

const seed = createSeed();
const app = demoApp({ seed });
const post = (path: string, data: string) => app.request(path, { method: 'POST', body: new URLSearchParams({ data }) });

const plan = (i: number) => ({
  name: `The Magnolia ${i} with Bonus Room`,
  bed_low: 3,
  bed_high: 5,
  bath_low: 2,
  bath_high: 3.5,
  sqft_low: 1850,
  sqft_high: 2460,
  price: 289_990 + i,
});

describe('the printable pages take their route’s limit, not the 32 KB of other writes', () => {
  it('prints a pricing sheet of 300 plans (about 46 KB of form)', async () => {
    const data = JSON.stringify({
      community_id: 25,
      community: 'Lake Wales Reserve',
      residences: Array.from({ length: 300 }, (_, i) => plan(i)),
    });
    expect(new URLSearchParams({ data }).toString().length).toBeGreaterThan(40 * 1024);
    const answer = await post('/print/pricing-sheet', data);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('300 floorplans');
    expect(page).toContain('The Magnolia 299 with Bonus Room');
  });

  it('prints a communities list over 32 KB', async () => {
    const many = Array.from({ length: 8 }, () => seed.communities).flat();
    const data = JSON.stringify(printableList('Every community', many));
    expect(new URLSearchParams({ data }).toString().length).toBeGreaterThan(32 * 1024);
    expect((await post('/print/communities', data)).status).toBe(200);
  });

  it('still refuses a form over 256 KB', async () => {
    expect((await post('/print/pricing-sheet', 'x'.repeat(300 * 1024))).status).toBe(413);
  });
});
