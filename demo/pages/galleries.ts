import type { Context } from 'hono';
import { createSeed, type Seed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';
import { micrositeNav } from './microsite-nav';

// Pages name records the way a CMS would, by slug; the seed is the same on every start.
let seed: Seed | undefined;
const data = () => (seed ??= createSeed());
const slugOf = (url: string) => url.replace(/\/+$/, '').split('/').pop();
const communityBySlug = (slug: string) => data().communities.find((x) => slugOf(x.url) === slug);

/** What an editor leaves inside the gallery: shown until it mounts, and if its code cannot load. */
const VISIT_US = html`<p>See our homes in person: visit a model center or call <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;

/** spec.md section 2: a microsite's gallery, its tags led by 'All'. */
function micrositeGallery(c: Context) {
  const community = communityBySlug(c.req.param('slug') ?? '');
  if (!community) {
    c.status(404);
    return html`<h1>Community not found</h1><p><a href="/our-communities">See all our communities</a>.</p>`;
  }
  return html`${micrositeNav(community, 'gallery')}
<h1>${community.name} gallery</h1>
<p class="cms-lead">Homes, rooms and lanais at ${community.name}: choose a tag, then a picture to see it larger.</p>
<hb-gallery data-community-id="${community.id}">${VISIT_US}</hb-gallery>`;
}

/** The new home gallery and the community microsites' galleries (hb-gallery). */
export const galleriesArea: DemoArea = {
  pages: [
    {
      path: '/new-home-gallery',
      title: 'New home gallery',
      body: () => html`<h1>New home gallery</h1>
<p class="cms-lead">Kitchens, baths, lanais and elevations from homes we have built across Polk County.</p>
<hb-gallery>${VISIT_US}</hb-gallery>`,
    },
    {
      path: '/community/:slug/gallery',
      title: 'Community gallery',
      body: micrositeGallery,
      examples: ['/community/lakeside-preserve/gallery', '/community/highland-fields/gallery'],
    },
  ],
  cards: [
    // One card a widget (its id is the widget's): the microsite's; without data-community-id it is the new home gallery.
    {
      widget: 'gallery',
      title: 'Gallery',
      options: { 'community-id': '3' },
      fallback: { href: '/community/lakeside-preserve/gallery', text: 'Lakeside Preserve gallery' },
      page: '/community/lakeside-preserve/gallery',
    },
    {
      widget: 'exceptional-service',
      title: 'Exceptional service modal',
      options: { phone: '(863) 555-0150' },
      fallback: { href: '/service-request', text: 'Our exceptional service promise' },
      page: '/building-process',
    },
  ],
};
