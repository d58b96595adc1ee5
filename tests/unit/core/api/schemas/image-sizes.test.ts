// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSrcSet } from '../../../../../core/api/api-url';
import { getAwards, getVideos } from '../../../../../core/api/reads/content';
import { getEvents } from '../../../../../core/api/reads/event';
import { getCharities, getTeam } from '../../../../../core/api/reads/people';
import { createSeed } from '../../../../../demo/data';
import { demoApp } from '../../../demo/api/app-fetch';
import { fakeFetch, json } from '../fake-fetch';

afterEach(() => vi.unstubAllGlobals());

const seed = createSeed();

/** Each picture with one address, its sizes field, the read that carries it and spec.md's message when it fails. */
const FIELDS = [
  {
    field: 'img_sizes',
    items: seed.awards,
    read: getAwards,
    envelope: 'contents',
    message: 'No awards found',
  },
  {
    field: 'photo_sizes',
    items: seed.team,
    read: getTeam,
    envelope: 'contents',
    message: 'No team members found',
  },
  {
    field: 'image_sizes',
    items: seed.charities,
    read: getCharities,
    envelope: 'contents',
    message: 'No organisations found',
  },
  {
    field: 'image_sizes',
    items: seed.events.filter((e) => e.image),
    read: getEvents,
    envelope: 'results',
    message: 'No events found',
  },
  {
    field: 'thumbnail_sizes',
    items: seed.videos,
    read: getVideos,
    envelope: 'results',
    message: 'No videos found',
  },
] as const;

type Item = Record<string, unknown>;
const answer = (envelope: string, items: readonly Item[]) => json({ status: 'success', [envelope]: items });

describe('the sizes field beside a picture with one address (optional, not in spec.md)', () => {
  it.each(FIELDS)('passes $field with its candidates, and without it as an older CMS sends it', async (f) => {
    const [first] = f.items as readonly Item[];
    fakeFetch(() => answer(f.envelope, [first]));
    expect(await f.read()).toMatchObject({ status: 'success', results: [{ [f.field]: first[f.field] }] });
    const { [f.field]: _, ...older } = first;
    fakeFetch(() => answer(f.envelope, [older, { ...first, [f.field]: null }]));
    const read = await f.read();
    expect(read.status).toBe('success');
    expect(read.results).toHaveLength(2);
  });

  it.each([
    ['not a list', { url: '/a-small.svg', width: 320 }],
    ['a candidate without its width', [{ url: '/a-small.svg' }]],
    ['a width given as text', [{ url: '/a-small.svg', width: '320w' }]],
    ['a width with a fraction', [{ url: '/a-small.svg', width: 320.5 }]],
    ['an address that is not text', [{ url: 7, width: 320 }]],
  ])('turns a field that is %s into the failure result with spec.md’s message', async (_name, malformed) => {
    for (const f of FIELDS) {
      const [first] = f.items as readonly Item[];
      fakeFetch(() => answer(f.envelope, [{ ...first, [f.field]: malformed }]));
      expect(await f.read(), f.field).toMatchObject({ status: 'failure', message: f.message, reason: 'data' });
    }
  });

  it('builds a srcset of each candidate at its width, through the one safe-URL check (as the widgets do)', () => {
    const srcset = (sizes: { url: string; width: number }[] | null | undefined) =>
      apiSrcSet(sizes?.map((s) => [s.url, `${s.width}w`]) ?? []);
    expect(
      srcset([
        { url: '/demo-assets/team-a-small.svg', width: 320 },
        { url: 'javascript:alert(1)', width: 600 },
        { url: '/demo-assets/team-a-large.svg', width: 800 },
      ]),
    ).toBe('/demo-assets/team-a-small.svg 320w, /demo-assets/team-a-large.svg 800w');
    expect(srcset([{ url: 'javascript:alert(1)', width: 320 }])).toBeUndefined();
    expect(srcset([])).toBeUndefined();
    expect(srcset(null)).toBeUndefined();
    expect(srcset(undefined)).toBeUndefined();
  });

  it('gives every such picture of the demo its sizes, and the demo serves each candidate at the width it promises', async () => {
    const app = demoApp();
    for (const f of FIELDS) {
      for (const item of f.items as readonly Item[]) {
        const sizes = item[f.field] as { url: string; width: number }[];
        expect(sizes?.length, `${f.field} of ${JSON.stringify(item).slice(0, 80)}`).toBe(2);
        for (const { url, width } of sizes) {
          const file = await app.request(url);
          expect(file.status, url).toBe(200);
          expect(await file.text(), url).toMatch(new RegExp(`^<svg [^>]*width="${width}"`));
        }
      }
    }
  });
});
