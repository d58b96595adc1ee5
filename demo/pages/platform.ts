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
<hb-mortgage-calculator data-price="two hundred thousand"><a href="/buying-process">Open the mortgage calculator</a></hb-mortgage-calculator>
<p>The same mistake in a link: the widget says what to fix and the link still leads to its page.</p>
<p><a href="/home-financing#hb-widget=mortgage-calculator&amp;price=two-hundred">Estimate your monthly payment</a></p>`,
    },
    {
      // What an editor's visual editor saves: links in paragraphs, & written as &amp; (WordPress),
      // a path TinyMCE made relative; the template limits widget links to the article.
      path: '/demo/widget-links',
      title: 'Widgets from links',
      config: { widgetLinksIn: '.cms-article' },
      body: () => html`<h1>Widgets from links</h1>
<div class="cms-grid">
<article class="cms-article">
  <p class="cms-lead">Every editor keeps a link. A link whose address ends in <code>#hb-widget=…</code> becomes the widget; until it is ready, and if it cannot load, it is a link.</p>
  <h2>What will you pay each month?</h2>
  <p><a href="/home-financing#hb-widget=mortgage-calculator&amp;price=300000">Estimate your monthly payment</a></p>
  <h2>Plans for your own lot</h2>
  <p><a href="../our-home-your-land#hb-widget=floorplans&amp;community-id=25&amp;on-your-lot">See the plans we build on your land</a></p>
  <h2>Compare two prices</h2>
  <p><a href="/home-financing#hb-widget=mortgage-calculator&amp;price=250000">Estimate a $250,000 home</a></p>
</article>
<aside class="cms-aside" aria-label="Related pages">
  <h2>Related</h2>
  <p>Outside the article, links stay links: <a href="/home-financing#hb-widget=mortgage-calculator">Home financing</a>.</p>
</aside>
</div>`,
    },
  ],
  cards: [],
};
