import { html } from '../html';
import type { DemoArea } from './demo-page';

/** What an editor leaves inside a widget: shown until it mounts, and if its code cannot load. */
const CALL_US = html`<a href="tel:+18635550100">(863) 555-0100</a>`;

/** spec.md section 2's about pages: awards, building process (with the warranty), homeowner stories, testimonials, local commitment. */
export const aboutArea: DemoArea = {
  pages: [
    {
      path: '/awards',
      title: 'Awards',
      body: () => html`<h1>Awards</h1>
<p class="cms-lead">Since 1996 our homes and our people have been recognised by builders’ associations, our industry and our neighbours.</p>
<hb-awards><p>Ask us about our awards: call ${CALL_US}.</p></hb-awards>`,
    },
    {
      path: '/building-process',
      title: 'Building process',
      body: () => html`<h1>Our building process</h1>
<p class="cms-lead">From your first visit to your keys, and the years after: here is how we build your home, step by step.</p>
<hb-building-process><p>Our sales team will walk you through every step: call ${CALL_US}.</p></hb-building-process>
<section class="cms-section" id="warranty">
<hb-warranty><p>Every home comes with a 10-year structural, two-year systems and one-year workmanship warranty.</p></hb-warranty>
<p>Our homeowner service team is here long after closing day.</p>
<hb-exceptional-service data-phone="(863) 555-0150"><a href="/service-request">Our exceptional service promise</a></hb-exceptional-service>
</section>`,
    },
    {
      path: '/homeowner-stories',
      title: 'Homeowner stories',
      body: () => html`<h1>Homeowner stories</h1>
<p class="cms-lead">Four families, four ways home: in their own words.</p>
<hb-homeowner-stories><p>Our homeowners’ stories will be back shortly.</p></hb-homeowner-stories>`,
    },
    {
      path: '/testimonials',
      title: 'Homeowner testimonials',
      body: () => html`<h1>Homeowner testimonials</h1>
<p class="cms-lead">What our homeowners, residents and tenants say about living with us.</p>
<hb-testimonials><p>Ask our homeowners yourself: visit a model center or call ${CALL_US}.</p></hb-testimonials>`,
    },
    {
      path: '/local-commitment',
      title: 'Local commitment',
      body: () => html`<h1>Our local commitment</h1>
<p class="cms-lead">We build in Polk County and we give back to it. These are the charities and organisations we are proud to support.</p>
<hb-local-commitment><p>We support fifteen local charities and organisations across Polk County.</p></hb-local-commitment>`,
    },
  ],
  cards: [
    {
      widget: 'awards',
      title: 'Awards',
      fallback: { href: '/awards', text: 'Our awards, year by year' },
      page: '/awards',
    },
    {
      widget: 'building-process',
      title: 'Building process',
      fallback: { href: '/building-process', text: 'How we build your home' },
      page: '/building-process',
    },
    {
      widget: 'warranty',
      title: 'Warranty',
      fallback: { href: '/building-process', text: 'Our new home warranty' },
      page: '/building-process',
    },
    {
      widget: 'homeowner-stories',
      title: 'Homeowner stories',
      fallback: { href: '/homeowner-stories', text: 'Read our homeowners’ stories' },
      page: '/homeowner-stories',
    },
    {
      widget: 'testimonials',
      title: 'Testimonials',
      options: { 'community-id': '14' },
      fallback: { href: '/testimonials', text: 'What our homeowners say' },
      page: '/testimonials',
    },
    {
      widget: 'local-commitment',
      title: 'Local commitment',
      fallback: { href: '/local-commitment', text: 'The charities we support' },
      page: '/local-commitment',
    },
  ],
};
