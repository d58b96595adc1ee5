import type { Context } from 'hono';
import { html } from '../html';
import type { DemoArea } from './demo-page';

/** Seeded homes the gallery and examples show: 501 (high-size feature sheet) and 506 (brochure only). */
const EXAMPLE_HOME = 501;

function homePage(c: Context) {
  const id = c.req.param('id') ?? '';
  // Any number reaches the widget: an id the API does not know shows 'No homes found' in it.
  if (!/^\d{1,9}$/.test(id)) {
    c.status(404);
    return html`<h1>Home not found</h1><p><a href="/move-in-ready">See every move-in-ready home</a>.</p>`;
  }
  return html`<p><a href="/move-in-ready">All move-in-ready homes</a></p>
<h1>Move-in-ready home</h1>
<hb-home-detail data-home-id="${id}"><p>Call 863-555-0100 to hear about this home.</p></hb-home-detail>`;
}

/** The move-in-ready list and a home's page. */
export const homesArea: DemoArea = {
  pages: [
    {
      path: '/move-in-ready',
      title: 'Move-in-ready homes',
      body: () => html`<h1>Move-in-ready homes</h1>
<p class="cms-lead">Finished and nearly finished homes across Polk County, ready for you in weeks, not months. Filter by size and price; share the address to share the list.</p>
<hb-homes><a href="/our-communities">Browse our communities to see their homes</a></hb-homes>`,
    },
    {
      path: '/move-in-ready/:id',
      title: 'Move-in-ready home',
      examples: [`/move-in-ready/${EXAMPLE_HOME}`, '/move-in-ready/506', '/move-in-ready/508'],
      body: homePage,
    },
  ],
  cards: [
    {
      widget: 'homes',
      title: 'Move-in-ready homes',
      options: { 'community-id': '14' },
      fallback: { href: '/move-in-ready', text: 'See our move-in-ready homes' },
      page: '/move-in-ready',
    },
    {
      widget: 'move-in-ready',
      title: 'Move-in-ready strip',
      options: { count: '4' },
      fallback: { href: '/move-in-ready', text: 'See our move-in-ready homes' },
      page: '/',
    },
    {
      widget: 'home-detail',
      title: 'A move-in-ready home',
      options: { 'home-id': String(EXAMPLE_HOME) },
      fallback: { href: `/move-in-ready/${EXAMPLE_HOME}`, text: 'See this move-in-ready home' },
      page: `/move-in-ready/${EXAMPLE_HOME}`,
    },
  ],
};
