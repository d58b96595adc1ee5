import { html } from '../html';
import type { DemoArea } from './demo-page';

/** The compare page: the Compare toggles on floorplan cards (and, once merged, home cards) lead here. */
export const compareArea: DemoArea = {
  pages: [
    {
      path: '/compare',
      title: 'Compare homes and plans',
      examples: ['/compare?compare=home-501,plan-101,plan-102'],
      body: () => html`<p><a href="/our-floorplans">All floorplans</a></p>
<h1>Compare</h1>
<p class="cms-lead">Up to three move-in-ready homes and floorplans side by side. Share the address to share the comparison.</p>
<hb-compare><a href="/our-floorplans">Browse our floorplans</a></hb-compare>`,
    },
  ],
  cards: [
    {
      widget: 'compare',
      title: 'Compare homes and plans',
      fallback: { href: '/compare', text: 'Compare homes and plans' },
      page: '/compare?compare=home-501,plan-101,plan-102',
    },
  ],
};
