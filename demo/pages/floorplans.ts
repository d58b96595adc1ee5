import type { Context } from 'hono';
import { createSeed, ON_YOUR_LAND_ID, type Seed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';

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
<h1>Our floorplans</h1>
<hb-floorplan-detail data-plan-id="${plan.id}"><p>The ${plan.name}: call 863-555-0100 for details.</p></hb-floorplan-detail>`;
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
        return html`<p><a href="${community.url}">${community.name}</a></p>
<h1>${community.name} floorplans</h1>
<hb-community-floorplans data-community-id="${community.id}"><a href="${community.url}">See ${community.name}</a></hb-community-floorplans>`;
      },
    },
  ],
  cards: [
    {
      widget: 'floorplans',
      title: 'Our floorplans',
      description: 'Every plan, filtered by beds, baths, sq ft, price and on-your-lot; the filters live in the address. Add data-community-id and data-on-your-lot for the own-land list.',
      snippet: '<hb-floorplans data-community-id="25" data-on-your-lot><a href="/our-floorplans">Our floorplans</a></hb-floorplans>',
      page: '/our-floorplans',
    },
    {
      widget: 'floorplan-detail',
      title: 'A floorplan',
      description: 'One plan: figures, elevations, video tour, and the community dropdown that leads to prices.',
      snippet: '<hb-floorplan-detail data-plan-id="101"><a href="/our-floorplans">Our floorplans</a></hb-floorplan-detail>',
      page: '/our-floorplans/aspen',
    },
    {
      widget: 'community-floorplans',
      title: 'A community’s floorplans',
      description: 'The plans a community offers with its prices, the same filters, and the printable pricing sheet.',
      snippet: '<hb-community-floorplans data-community-id="3"><a href="/community/lakeside-preserve">Lakeside Preserve</a></hb-community-floorplans>',
      page: '/community/lakeside-preserve/floorplans',
    },
    {
      widget: 'favorite-button',
      title: 'The favorite heart',
      description: 'A heart for any community, plan, residence or home. Every heart for the same item on the page agrees.',
      snippet: '<hb-favorite-button data-type="plan" data-id="101" data-name="Aspen"></hb-favorite-button>',
      page: '/our-floorplans/aspen',
    },
  ],
};
