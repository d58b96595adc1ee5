import type { Context } from 'hono';
import { createSeed, type Seed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';
import { micrositeNav, micrositePages } from './microsite-nav';

// The pages name records the way a CMS would, by slug; the seed is the same on every start.
let seed: Seed | undefined;
const data = () => (seed ??= createSeed());

const slugOf = (url: string) => url.replace(/\/+$/, '').split('/').pop() ?? '';
const communityBySlug = (slug: string) => data().communities.find((x) => slugOf(x.url) === slug);

function notFound(c: Context) {
  c.status(404);
  return html`<h1>Community not found</h1><p><a href="/our-communities">See all our communities</a>.</p>`;
}

/**
 * A community microsite's main page, /community/{slug} (the seed's community url): hb-community,
 * whose sub-navigation carries the microsite's other pages (data-pages), so the page has one
 * navigation bar; the CMS's microsite menu is on the other pages only. What the editor leaves
 * inside shows until it mounts.
 */
function micrositeMain(c: Context) {
  const community = communityBySlug(c.req.param('slug') ?? '');
  if (!community) return notFound(c);
  return html`<hb-community data-community-id="${community.id}" data-pages="${micrositePages(community)}"><h1>${community.name}</h1><p>${community.address ?? ''} · <a href="${community.url}/floorplans">See the floorplans</a></p></hb-community>`;
}

/**
 * A community's lot map page, /community/{slug}/site-plan (issue 34): hb-site-plan as an editor
 * would place it, with a link to the microsite until it mounts.
 */
function micrositeSitePlan(c: Context) {
  const community = communityBySlug(c.req.param('slug') ?? '');
  if (!community?.sitePlan) return notFound(c);
  return html`${micrositeNav(community, null)}
<h1>${community.name}: choose your homesite</h1>
<hb-site-plan data-community-id="${community.id}"><a href="${community.url}">${community.name}</a></hb-site-plan>`;
}

/** The microsite main page of every seeded community. */
export const micrositeArea: DemoArea = {
  pages: [
    {
      path: '/community/:slug',
      title: 'Community',
      body: micrositeMain,
      examples: data().communities.map((x) => `/community/${slugOf(x.url)}`),
    },
    {
      path: '/community/:slug/site-plan',
      title: 'Site plan',
      body: micrositeSitePlan,
      examples: ['/community/lakeside-preserve/site-plan'],
    },
  ],
  cards: [
    {
      widget: 'community',
      title: 'Community microsite main page',
      options: { 'community-id': '3' },
      fallback: { href: '/community/lakeside-preserve', text: 'Lakeside Preserve' },
      page: '/community/lakeside-preserve',
    },
    {
      widget: 'site-plan',
      title: 'Site plan with live lots',
      options: { 'community-id': '3' },
      fallback: { href: '/community/lakeside-preserve', text: 'Lakeside Preserve' },
      page: '/community/lakeside-preserve/site-plan',
    },
  ],
};
