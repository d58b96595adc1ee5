// @vitest-environment happy-dom
import { findByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetDefinition } from '../../../../core/mount/define-widget';
import awards from '../../../../widgets/awards';
import event from '../../../../widgets/event';
import gallery from '../../../../widgets/gallery';
import localCommitment from '../../../../widgets/local-commitment';
import neighborRegions from '../../../../widgets/neighbor-regions';
import team from '../../../../widgets/team';
import teamMember from '../../../../widgets/team-member';
import videos from '../../../../widgets/videos';
import { mountIn } from '../i18n/mount-in';
import { fakeServer, mountWidget } from '../forms-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

/** A picture's sizes field as the CMS gives it, with a candidate that must never reach the page. */
const sizesOf = (name: string) => [
  { url: `/demo-assets/${name}-small.svg`, width: 320 },
  { url: 'javascript:alert(1)', width: 600 },
  { url: `/demo-assets/${name}-large.svg`, width: 800 },
];
const srcsetOf = (name: string) => `/demo-assets/${name}-small.svg 320w, /demo-assets/${name}-large.svg 800w`;

const award = (n: number) => ({ img: `/demo-assets/award-${n}.svg`, year: 2024, award: `Award ${n}`, description: '' });
const member = (n: number) => ({
  id: n,
  name: `Member ${n}`,
  seo_name: `member-${n}`,
  title: 'Sales',
  photo: `/demo-assets/member-${n}.svg`,
  bio: '',
});
const charity = (n: number) => ({
  image: `/demo-assets/charity-${n}.svg`,
  alt: `Charity ${n} logo`,
  name: `Charity ${n}`,
});
const video = (n: number, flag: string) => ({
  id: n,
  title: `Video ${n}`,
  url: 'https://www.youtube-nocookie.com/embed/hbVideo0001',
  thumbnail: `/demo-assets/video-${n}.svg`,
  flag,
  region_id: n,
});
const hbEvent = {
  id: 4,
  name: 'Grand Opening',
  starts_at: '2099-01-16T10:00:00-05:00',
  ends_at: '2099-01-16T16:00:00-05:00',
  location: 'Haines City',
  description: '',
  image: '/demo-assets/event-4.svg',
  community_id: null,
  url: '/events/grand-opening',
};

const picture = {
  id: 1,
  img: { small: '/demo-assets/asset-1-small.svg', large: '/demo-assets/asset-1-large.svg' },
  alt: 'Craftsman elevation',
  tags: ['Exterior'],
  community_id: null,
};
/** Set while a test sends a malformed field: the gallery then has a picture to show. */
let malformed = false;

interface Family {
  widget: WidgetDefinition;
  attributes?: string;
  /** The field beside the one address, and the name of each item's picture (its sizes give `${name}-small.svg`). */
  field: string;
  /** The answers, given how each item is dressed (its field added or changed). */
  server(dress: (item: Record<string, unknown>, name: string) => Record<string, unknown>): Record<string, unknown>;
  names: string[];
  sizes: string;
  /** Whether the first picture is the page's first (fetchpriority high, never lazy): false where it follows others. */
  leads: boolean;
  message: string;
  /** How the widget shows the failed read, where that is not spec.md's failure result. */
  failed?(el: HTMLElement): Promise<void>;
}

const FAMILIES: Record<string, Family> = {
  'hb-awards': {
    widget: awards,
    field: 'img_sizes',
    server: (dress) => ({
      '/api/cms/awards': { status: 'success', contents: [1, 2].map((n) => dress(award(n), `award-${n}`)) },
    }),
    names: ['award-1', 'award-2'],
    sizes: '48px',
    leads: true,
    message: 'No awards found',
  },
  'hb-team': {
    widget: team,
    field: 'photo_sizes',
    server: (dress) => ({
      '/api/cms/our_team': { status: 'success', contents: [1, 2].map((n) => dress(member(n), `member-${n}`)) },
    }),
    names: ['member-1', 'member-2'],
    sizes: '(min-width: 40rem) 14rem, 45vw',
    leads: true,
    message: 'No team members found',
  },
  'hb-team-member': {
    widget: teamMember,
    attributes: 'data-seo-name="member-2"',
    field: 'photo_sizes',
    server: (dress) => ({
      '/api/cms/our_team': { status: 'success', contents: [1, 2].map((n) => dress(member(n), `member-${n}`)) },
    }),
    names: ['member-2'],
    sizes: '20rem',
    leads: true,
    message: 'No team members found',
  },
  'hb-event': {
    widget: event,
    attributes: 'data-event-id="4"',
    field: 'image_sizes',
    server: (dress) => ({ '/api/event': { status: 'success', results: [dress(hbEvent, 'event-4')] } }),
    names: ['event-4'],
    sizes: '(min-width: 50rem) 48rem, calc(100vw - 2rem)',
    leads: true,
    message: 'No events found',
  },
  'hb-local-commitment': {
    widget: localCommitment,
    field: 'image_sizes',
    server: (dress) => ({
      '/api/cms/local_commitment': {
        status: 'success',
        contents: [1, 2].map((n) => dress(charity(n), `charity-${n}`)),
      },
    }),
    names: ['charity-1', 'charity-2'],
    sizes: '(min-width: 768px) 160px, 40vw',
    leads: true,
    message: 'No organisations found',
  },
  'hb-videos': {
    widget: videos,
    field: 'thumbnail_sizes',
    server: (dress) => ({
      '/api/video': { status: 'success', results: [1, 2].map((n) => dress(video(n, 'homeowner-care'), `video-${n}`)) },
    }),
    names: ['video-1', 'video-2'],
    sizes: '(min-width: 36rem) 20rem, calc(100vw - 2rem)',
    leads: true,
    message: 'No videos found',
  },
  'hb-neighbor-regions': {
    widget: neighborRegions,
    field: 'thumbnail_sizes',
    server: (dress) => ({
      '/api/region': {
        status: 'success',
        results: [1, 2].map((n) => ({ id: n, name: `Region ${n}`, seo_name: `region-${n}` })),
      },
      '/api/video': { status: 'success', results: [1, 2].map((n) => dress(video(n, 'neighbor'), `video-${n}`)) },
    }),
    names: ['video-1', 'video-2'],
    sizes: '(min-width: 36rem) 18rem, calc(100vw - 4rem)',
    leads: true,
    message: 'No videos found',
  },
  'hb-gallery': {
    widget: gallery,
    field: 'thumbnail_sizes',
    server: (dress) => ({
      '/api/asset': { status: 'success', results: malformed ? [picture] : [] },
      '/api/video': { status: 'success', results: [1, 2].map((n) => dress(video(n, 'gallery'), `video-${n}`)) },
    }),
    names: ['video-1', 'video-2'],
    sizes: '(min-width: 768px) 33vw, 100vw',
    leads: false, // the videos follow the gallery's pictures: all lazy
    message: 'No videos found',
    // Videos that cannot be read are left out (widgets/gallery/read-gallery.ts): the pictures are the gallery.
    async failed(el) {
      await picturesOf(el, 1);
      expect(el.querySelector('img')?.getAttribute('src')).toBe('/demo-assets/asset-1-small.svg');
    },
  },
};

/** The widget's pictures once its read has answered. */
async function picturesOf(el: HTMLElement, count: number): Promise<HTMLImageElement[]> {
  return vi.waitFor(() => {
    const imgs = [...el.querySelectorAll('img')];
    expect(imgs).toHaveLength(count);
    return imgs;
  });
}

describe.each(Object.entries(FAMILIES))('%s: a picture with one address and its optional sizes', (_name, f) => {
  it('gives each picture a srcset of its safe candidates (the javascript: one dropped) and the sizes of its box; the first leads', async () => {
    fakeServer(f.server((item, name) => ({ ...item, [f.field]: sizesOf(name) })));
    const imgs = await picturesOf(mountWidget(f.widget, f.attributes), f.names.length);
    imgs.forEach((img, i) => {
      expect(img.getAttribute('srcset')).toBe(srcsetOf(f.names[i]));
      expect(img.getAttribute('sizes')).toBe(f.sizes);
      expect(img.getAttribute('srcset')).not.toContain('javascript');
      const leads = f.leads && i === 0;
      expect(img.getAttribute('fetchpriority')).toBe(leads ? 'high' : null);
      expect(img.getAttribute('loading')).toBe(leads ? null : 'lazy');
    });
  });

  it('keeps the plain src, with no srcset, when the CMS gives no sizes (or null)', async () => {
    fakeServer(f.server((item, name) => (name.endsWith('2') ? { ...item, [f.field]: null } : item)));
    const imgs = await picturesOf(mountWidget(f.widget, f.attributes), f.names.length);
    for (const img of imgs) {
      expect(img.getAttribute('src')).toMatch(/^\/demo-assets\/[a-z]+-\d\.svg$/);
      expect(img.hasAttribute('srcset')).toBe(false);
    }
  });

  it('shows spec.md’s failure result when a sizes field is malformed', async () => {
    malformed = true;
    fakeServer(f.server((item) => ({ ...item, [f.field]: [{ url: '/demo-assets/a-small.svg', width: '320w' }] })));
    malformed = false;
    const el = mountWidget(f.widget, f.attributes);
    if (f.failed) await f.failed(el);
    else expect((await findByRole(el, 'alert')).textContent).toContain(f.message);
  });
});

describe('in Spanish', () => {
  it('gives the awards their srcset, and says “No se encontraron premios” for a malformed sizes field', async () => {
    const f = FAMILIES['hb-awards'];
    fakeServer(f.server((item, name) => ({ ...item, [f.field]: sizesOf(name) })));
    const [first] = await picturesOf(await mountIn('es', awards), 2);
    expect(first.getAttribute('srcset')).toBe(srcsetOf('award-1'));
    fakeServer(f.server((item) => ({ ...item, [f.field]: 'award-1-small.svg 320w' })));
    const failed = await mountIn('es', awards);
    expect((await findByRole(failed, 'alert')).textContent).toContain('No se encontraron premios');
  });
});
