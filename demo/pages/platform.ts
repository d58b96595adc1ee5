import { createSeed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';

/** How many copies of one widget the crowded pages hold (issue #8: 50 hearts in view ready within 1 s). */
export const CROWD = 50;

/** The first 50 items of the seed a visitor could save: every plan, every community, then homes. */
let crowdItems: { type: 'plan' | 'community' | 'home'; id: number; name: string }[] | undefined;
const items = () =>
  (crowdItems ??= (() => {
    const seed = createSeed();
    return [
      ...seed.plans.map((p) => ({ type: 'plan' as const, id: p.id, name: p.name })),
      ...seed.communities.map((c) => ({ type: 'community' as const, id: c.id, name: c.name })),
      ...seed.homes.map((h) => ({ type: 'home' as const, id: h.id, name: h.address })),
    ].slice(0, CROWD);
  })());

/** Pages that show the platform itself: failure paths an editor might meet. */
export const platformArea: DemoArea = {
  pages: [
    {
      path: '/demo/blank',
      title: 'A blank page with the loader',
      body: () =>
        html`<h1>A blank page with the loader</h1><p>Tests and developers add widgets to this page from the console.</p>`,
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
    {
      // A list page of a CMS theme that puts a heart on every card: 50 of them in view at once.
      path: '/demo/many-hearts',
      title: 'Fifty hearts on one page',
      body: () => html`<h1>Fifty hearts on one page</h1>
<p class="cms-lead">A CMS list that puts a heart beside every plan, community and home: ${CROWD} hearts load together, with one read of your favorites.</p>
<ul class="cms-crowd">${items().map((item) => html`<li><span>${item.name}</span> <hb-favorite-button data-type="${item.type}" data-id="${String(item.id)}" data-name="${item.name}"></hb-favorite-button></li>`)}</ul>`,
    },
    {
      path: '/demo/many-calculators',
      title: 'Fifty calculators on one page',
      body: () => html`<h1>Fifty calculators on one page</h1>
<p class="cms-lead">${CROWD} mortgage calculators that all load at once (data-load="eager"): the loader mounts them in batches and lets the page answer in between.</p>
${Array.from({ length: CROWD }, (_, i) => html`<hb-mortgage-calculator data-load="eager" data-price="${String(200000 + i * 5000)}"><p>Calculator ${String(i + 1)}: call <a href="tel:+18635550100">(863) 555-0100</a> for an estimate.</p></hb-mortgage-calculator>`)}`,
    },
  ],
  cards: [],
};
