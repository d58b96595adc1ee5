import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../demo/data';
import { demoApp } from './api/app-fetch';

const seed = createSeed();
const app = demoApp({ seed });

/** Every { alt, img|image|photo } of the seed, wherever it sits. */
function pictured(value: unknown, out: { alt: string; url: string }[] = []): { alt: string; url: string }[] {
  if (Array.isArray(value)) for (const v of value) pictured(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const picture = o.img ?? o.image;
    if ('alt' in o && picture)
      out.push({ alt: String(o.alt ?? ''), url: typeof picture === 'string' ? picture : JSON.stringify(picture) });
    for (const v of Object.values(o)) pictured(v, out);
  }
  return out;
}

const slugOf = (url: string) => /\/demo-assets\/([a-z0-9-]+?)(?:-(?:small|large|thumb))?\.svg$/.exec(url)![1];

describe('the demo’s pictures (issue 33)', () => {
  it('draws every picture of the seed as an SVG that never prints its own name', async () => {
    const urls = [...new Set(JSON.stringify(seed).match(/\/demo-assets\/[^"]+\.svg/g))];
    expect(urls.length).toBeGreaterThan(300);
    for (const url of urls) {
      const answer = await app.request(url);
      expect(answer.status, url).toBe(200);
      const svg = await answer.text();
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="/);
      const slug = slugOf(url);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim().toLowerCase());
      for (const label of [slug, slug.replace(/-/g, ' ')]) expect(texts, url).not.toContain(label);
      // The site plan carries its lot numbers and a north arrow, nothing about itself.
      expect(
        texts.filter((t) => /community \d+|site plan/.test(t)),
        url,
      ).toEqual([]);
      // Rich enough for Chromium to count a large picture as content (LCP: at least 0.05 bits a
      // displayed pixel, 6,000 bytes at 1200×800), small enough to load fast.
      // A square picture (badge, logo, portrait) is shown at most 320 px wide (the team member's
      // photo), its -large file only on a dense screen: 640 bytes count there.
      const square = /^(award|charity|team)-/.test(slug);
      if (url.endsWith('-large.svg') && !slug.startsWith('site-plan'))
        expect(svg.length, url).toBeGreaterThan(square ? 1_000 : 7_000);
      expect(svg.length, url).toBeLessThan(32_000);
    }
  });

  it('gives every seeded picture an alt that says what it shows', () => {
    const all = pictured(seed);
    expect(all.length).toBeGreaterThan(300);
    for (const { alt, url } of all) {
      expect(alt.split(' ').length, `${url}: "${alt}"`).toBeGreaterThanOrEqual(3);
      expect(alt.toLowerCase(), url).not.toContain(
        slugOf(url.match(/\/demo-assets\/[^"]+\.svg/)![0]).replace(/-/g, ' '),
      );
    }
    const aspen = seed.plans.find((p) => p.name === 'Aspen')!;
    expect(aspen.elevationImages.map((e) => e.alt)).toEqual([
      expect.stringMatching(/^Aspen, elevation A: (single|two)-storey .+ with .+ (two|three)-car garage/),
      expect.stringMatching(/^Aspen, elevation B: (single|two)-storey .+ with .+ (two|three)-car garage/),
    ]);
  });

  it('draws each plan’s elevations differently, letter by letter and plan by plan', async () => {
    const draw = async (url: string) => (await app.request(url)).text();
    const [a, b, other] = await Promise.all(
      [
        '/demo-assets/plan-aspen-elevation-a-large.svg',
        '/demo-assets/plan-aspen-elevation-b-large.svg',
        '/demo-assets/plan-magnolia-elevation-a-large.svg',
      ].map(draw),
    );
    expect(a).not.toBe(b);
    expect(a).not.toBe(other);
    expect(await draw('/demo-assets/plan-aspen-elevation-a-large.svg')).toBe(a);
  });
});
