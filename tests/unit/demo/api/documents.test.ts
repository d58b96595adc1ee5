import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../demo/data';
import { demoApp } from './app-fetch';

const seed = createSeed();
const app = demoApp({ seed });

describe('the seed’s local files', () => {
  it('names only pictures the demo draws, so no page reaches the internet for one', async () => {
    const pictures = new Set(JSON.stringify(seed).match(/\/demo-assets\/[^"]+/g));
    expect(pictures.size).toBeGreaterThan(100);
    for (const url of pictures) {
      const answer = await app.request(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers every feature sheet and brochure of the seed with a PDF', async () => {
    const urls = new Set(
      seed.communities
        .flatMap((c) => [c.featuresHighPdf, c.featuresLowPdf, c.brochurePdf])
        .filter((u): u is string => !!u),
    );
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      const answer = await app.request(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(await answer.text()).toMatch(/^%PDF-1\.4\n/);
    }
  });

  it('writes an xref whose offsets point at each object', async () => {
    const pdf = await (await app.request('/demo-documents/highland-fields-brochure.pdf')).text();
    expect(pdf).toContain('(highland fields brochure) Tj');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });

  it('refuses names that are not a plain document name', async () => {
    expect((await app.request('/demo-documents/..%2Fsecret.pdf')).status).toBe(404);
    expect((await app.request('/demo-documents/brochure.exe')).status).toBe(404);
  });
});
