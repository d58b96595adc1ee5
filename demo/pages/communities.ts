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
const regionBySeoName = (seoName: string) => data().regions.find((r) => r.seo_name === seoName);

/** A key the demo never sends anywhere: pages with it take the Google path (tests answer the script). */
export const DEMO_MAPS_KEY = 'demo-maps-key';

/** What an editor leaves inside the map: shown until it mounts, and if its code cannot load. */
const MAP_FALLBACK = html`<p>See our communities across Polk County, or call <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;

function notFound(c: Context, what: string) {
  c.status(404);
  return html`<h1>${what} not found</h1><p><a href="/our-communities">See all our communities</a>.</p>`;
}

/**
 * The homepage as a builder's is composed (issue 33): the hero slides and offer, the featured
 * communities, the homes ready soonest, the price finder with its map, a word about the builder
 * and a call to schedule a tour (the schedule-a-visit page: a model center or a virtual
 * appointment). The hero's two parts are two hb-home-hero (data-slides-only, data-finder-only).
 */
const home = () => html`<h1>New homes in Polk County, Florida</h1>
<hb-home-hero data-slides-only><p>$25 down and up to $25K in options. <a href="/our-communities">Find your community</a>.</p></hb-home-hero>
<section class="cms-section" aria-labelledby="featured-communities">
  <h2 id="featured-communities">Featured communities</h2>
  <hb-featured-communities data-count="3"><p><a href="/our-communities">See our communities</a></p></hb-featured-communities>
</section>
<section class="cms-section" aria-labelledby="move-in-ready">
  <h2 id="move-in-ready">Move in soon</h2>
  <hb-move-in-ready data-count="4"><p><a href="/move-in-ready">See our move-in-ready homes</a></p></hb-move-in-ready>
</section>
<section class="cms-section">
  <hb-home-hero data-finder-only>${MAP_FALLBACK}</hb-home-hero>
</section>
<section class="cms-section">
  <h2>Building in Polk County since 1985</h2>
  <p>From Lakeland to Lake Wales, we build single-family homes on the Chain of Lakes and the Ridge, with a 10-year structural warranty on every one.</p>
</section>
<section class="cms-section cms-tour-invite" aria-labelledby="schedule-a-tour">
  <h2 id="schedule-a-tour">See a home in person</h2>
  <p>Walk through a model home with one of our sales specialists, or meet us online. Weekdays and weekends.</p>
  <p><a class="cms-button" href="/schedule-a-visit">Schedule a tour</a> or call <a href="tel:+18635550100">(863) 555-0100</a></p>
</section>`;

const communityMap = () => html`<h1>Our communities</h1>
<p class="cms-lead">New homes across Polk County. Choose a region, or pick a pin on the map.</p>
<hb-community-map>${MAP_FALLBACK}</hb-community-map>`;

/** spec.md section 2: /our-communities/region/{seo_name}; the widget reads the region from the address. */
function regionPage(c: Context) {
  const region = regionBySeoName(c.req.param('seoName') ?? '');
  if (!region) return notFound(c, 'Region');
  return html`<p><a href="/our-communities">All communities</a></p>
<h1>Communities in ${region.name}</h1>
<hb-community-map>${MAP_FALLBACK}</hb-community-map>`;
}

function amenitiesPage(c: Context) {
  const community = communityBySlug(c.req.param('slug') ?? '');
  if (!community) return notFound(c, 'Community');
  return html`${micrositeNav(community, 'amenities')}
<h1>${community.name} amenities</h1>
<p class="cms-lead">Schools, shopping, dining and parks near ${community.name}.</p>
<hb-community-amenities data-community-id="${community.id}"><p>${community.address ?? ''}</p></hb-community-amenities>`;
}

/** The homepage, the communities map and its region pages, a microsite's amenities, and the Google-path pages. */
export const communitiesArea: DemoArea = {
  pages: [
    { path: '/', title: 'New homes in Polk County', body: home },
    { path: '/our-communities', title: 'Our communities', body: communityMap },
    {
      path: '/our-communities/region/:seoName',
      title: 'Communities by region',
      body: regionPage,
      examples: data().regions.map((r) => `/our-communities/region/${r.seo_name}`),
    },
    {
      path: '/community/:slug/amenities',
      title: 'Community amenities',
      body: amenitiesPage,
      examples: ['/community/highland-fields/amenities'],
    },
    {
      path: '/demo/community-map-with-maps-key',
      title: 'Communities map with a maps key',
      config: { mapsApiKey: DEMO_MAPS_KEY },
      body: () => html`<h1>Communities map with a maps key</h1>
<p class="cms-lead">This page sets mapsApiKey, so the map tries Google Maps once it is near the viewport. Offline, or with the script blocked, the keyless map stays.</p>
<hb-community-map>${MAP_FALLBACK}</hb-community-map>`,
    },
    {
      path: '/demo/community-amenities-with-maps-key',
      title: 'Amenities map with a maps key',
      config: { mapsApiKey: DEMO_MAPS_KEY },
      body: () => html`<h1>Highland Fields amenities (maps key)</h1>
<hb-community-amenities data-community-id="12"><p>6400 Highland Fields Pkwy, Lakeland, FL 33813</p></hb-community-amenities>`,
    },
    {
      path: '/demo/community-map-below-fold',
      title: 'A map far below the fold',
      config: { mapsApiKey: DEMO_MAPS_KEY },
      body: () => html`<h1>A map far below the fold</h1>
<p class="cms-lead">Nothing of Google Maps or google-map-react loads until the map below is scrolled near.</p>
<div class="cms-spacer"></div>
<hb-community-map>${MAP_FALLBACK}</hb-community-map>`,
    },
  ],
  cards: [
    {
      widget: 'home-hero',
      title: 'Homepage hero',
      fallback: { href: '/our-communities', text: 'Find your community' },
      page: '/',
    },
    {
      widget: 'featured-communities',
      title: 'Featured communities',
      options: { count: '3' },
      fallback: { href: '/our-communities', text: 'See our communities' },
      page: '/',
    },
    {
      widget: 'community-map',
      title: 'Communities map and list',
      options: { region: 'lake-wales' },
      fallback: { href: '/our-communities/region/lake-wales', text: 'Our communities in Lake Wales' },
      page: '/our-communities',
    },
    {
      widget: 'community-amenities',
      title: 'Microsite amenities map',
      options: { 'community-id': '12' },
      fallback: { href: '/community/highland-fields/amenities', text: 'Highland Fields amenities' },
      page: '/community/highland-fields/amenities',
    },
  ],
};
