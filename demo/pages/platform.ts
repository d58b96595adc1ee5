import { html } from '../html';
import type { DemoArea } from './demo-page';

/** Pages that show the platform itself: failure paths an editor might meet. */
export const platformArea: DemoArea = {
  pages: [
    {
      path: '/demo/blank',
      title: 'A blank page with the loader',
      body: () => html`<h1>A blank page with the loader</h1><p>Tests and developers add widgets to this page from the console.</p>`,
    },
    {
      path: '/demo/deep-link',
      title: 'Deep links',
      body: () => html`<h1>Deep links</h1>
<p>Open this page with <a href="#financing-options">#financing-options</a> in the address: after about 1.5 s it scrolls there, 80 px below the top.</p>
<div class="cms-spacer"></div>
<section id="financing-options" class="cms-section"><h2>Financing options</h2><p>Conventional, FHA, VA and USDA loans.</p></section>
<div class="cms-spacer"></div>`,
    },
    {
      path: '/demo/bad-attribute',
      title: 'A widget with a bad attribute',
      body: () => html`<h1>A widget with a bad attribute</h1>
<p>An editor typed letters where a number belongs. The widget says what to fix; the rest of the page works.</p>
<hb-mortgage-calculator data-price="two hundred thousand"><a href="/buying-process">Open the mortgage calculator</a></hb-mortgage-calculator>`,
    },
  ],
  cards: [],
};
