import type { Context } from 'hono';
import { createSeed, ON_YOUR_LAND_ID, type Seed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';
import { micrositeNav } from './microsite-nav';

// The pages name records the way a CMS would, by slug; the seed is the same on every start.
let seed: Seed | undefined;
const data = () => (seed ??= createSeed());

const slugOf = (url: string) => url.replace(/\/+$/, '').split('/').pop();
const planBySlug = (slug: string) => data().plans.find((p) => slugOf(p.url) === slug);
const communityBySlug = (slug: string) => data().communities.find((x) => slugOf(x.url) === slug);

function notFound(c: Context, what: string) {
  c.status(404);
  return html`<h1>${what} not found</h1><p><a href="/our-floorplans">See all our floorplans</a>.</p>`;
}

/** Our floorplans, a floorplan, our home your land, and a community's floorplans. */
export const floorplansArea: DemoArea = {
  pages: [
    {
      path: '/our-floorplans',
      title: 'Our floorplans',
      body: () => html`<h1>Our floorplans</h1>
<p class="cms-lead">Every plan we build, with the communities that offer it. Filter by size and price; share the address to share the list.</p>
<hb-floorplans><a href="/our-communities">Browse our communities to see their floorplans</a></hb-floorplans>`,
    },
    {
      path: '/our-floorplans/:slug',
      title: 'Floorplan',
      examples: ['/our-floorplans/aspen', '/our-floorplans/oakmont'],
      body: (c) => {
        const plan = planBySlug(c.req.param('slug') ?? '');
        if (!plan) return notFound(c, 'Floorplan');
        return html`<p><a href="/our-floorplans">All floorplans</a></p>
<hb-floorplan-detail data-plan-id="${plan.id}" data-page-heading><p>The ${plan.name}: call 863-555-0100 for details.</p></hb-floorplan-detail>`;
      },
    },
    {
      path: '/our-home-your-land',
      title: 'Our home, your land',
      body: () => html`<h1>Our home, your land</h1>
<p class="cms-lead">Own a lot in Polk County? These floorplans can be built on your land.</p>
<hb-floorplans data-community-id="${ON_YOUR_LAND_ID}" data-on-your-lot><a href="/contact-us">Ask us about building on your lot</a></hb-floorplans>`,
    },
    {
      path: '/community/:slug/floorplans',
      title: 'Community floorplans',
      examples: ['/community/lakeside-preserve/floorplans'],
      body: (c) => {
        const community = communityBySlug(c.req.param('slug') ?? '');
        if (!community) return notFound(c, 'Community');
        return html`${micrositeNav(community, 'floorplans')}
<h1>${community.name} floorplans</h1>
<hb-community-floorplans data-community-id="${community.id}"><a href="${community.url}">See ${community.name}</a></hb-community-floorplans>`;
      },
    },
  ],
  cards: [
    {
      widget: 'floorplans',
      title: 'Our floorplans',
      options: { 'community-id': String(ON_YOUR_LAND_ID), 'on-your-lot': '' },
      fallback: { href: '/our-home-your-land', text: 'See the plans we build on your land' },
      page: '/our-floorplans',
    },
    {
      widget: 'floorplan-detail',
      title: 'A floorplan',
      options: { 'plan-id': '101' },
      fallback: { href: '/our-floorplans/aspen', text: 'The Aspen floorplan' },
      page: '/our-floorplans/aspen',
    },
    {
      widget: 'community-floorplans',
      title: 'A community’s floorplans',
      options: { 'community-id': '3' },
      fallback: { href: '/community/lakeside-preserve/floorplans', text: 'Lakeside Preserve floorplans' },
      page: '/community/lakeside-preserve/floorplans',
    },
    {
      widget: 'favorite-button',
      title: 'The favorite heart',
      options: { type: 'plan', id: '101', name: 'Aspen' },
      fallback: { href: '/my-favorites', text: 'Save the Aspen in My favorites' },
      page: '/our-floorplans/aspen',
    },
  ],
};
