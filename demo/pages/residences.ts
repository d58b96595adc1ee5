import type { Context } from 'hono';
import { APARTMENT_COMMUNITY, createSeed, type Seed } from '../data';
import { html } from '../html';
import type { DemoArea } from './demo-page';
import { micrositeNav } from './microsite-nav';

// The pages name records the way a CMS would, by slug; the seed is the same on every start.
let seed: Seed | undefined;
const data = () => (seed ??= createSeed());

const slugOf = (url: string) => url.replace(/\/+$/, '').split('/').pop();
const CALL_US = html`<p>Prefer to talk? Call our new home specialists at <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;

function notFound(c: Context, what: string, back: { href: string; text: string }) {
  c.status(404);
  return html`<h1>${what} not found</h1><p><a href="${back.href}">${back.text}</a>.</p>`;
}

/** A community's floorplan page (a residence: the plan as offered there) and an apartment residence's page. */
export const residencesArea: DemoArea = {
  pages: [
    {
      path: '/community/:slug/floorplans/:plan',
      title: 'Floorplan',
      examples: ['/community/lakeside-preserve/floorplans/aspen', '/community/crooked-lake-village/floorplans/coquina'],
      body: (c) => {
        const community = data().communities.find((x) => slugOf(x.url) === c.req.param('slug'));
        const residence =
          community &&
          data().residences.find((r) => r.community_id === community.id && slugOf(r.url) === c.req.param('plan'));
        if (!community || !residence)
          return notFound(c, 'Floorplan', { href: '/our-floorplans', text: 'See all our floorplans' });
        return html`${micrositeNav(community, 'floorplans')}
<p><a href="${community.url}/floorplans">All ${community.name} floorplans</a></p>
<hb-residence-detail data-residence-id="${residence.id}" data-page-heading><p>The ${residence.name} at ${community.name}: call 863-555-0100 for its price.</p></hb-residence-detail>
<section class="cms-section">
  <h2>See it in person</h2>
  <p>Our new home specialists at ${community.name} show the model every day.</p>
  <hb-schedule-tour-form data-community-id="${community.id}" data-modal>${CALL_US}</hb-schedule-tour-form>
</section>`;
      },
    },
    {
      path: '/apartments/:slug/residences/:residence',
      title: 'Apartment',
      examples: ['/apartments/lake-mirror-flats/residences/the-hollis'],
      body: (c) => {
        const residence =
          c.req.param('slug') === slugOf(APARTMENT_COMMUNITY.url)
            ? data().apartmentResidences.find((r) => slugOf(r.url) === c.req.param('residence'))
            : undefined;
        if (!residence) return notFound(c, 'Apartment', { href: '/', text: 'Back to the home page' });
        const others = data().apartmentResidences.filter((r) => r !== residence);
        return html`<p><a href="/">Home</a> › ${APARTMENT_COMMUNITY.name}</p>
<hb-residence-detail data-apartment-residence-id="${residence.id}" data-page-heading><p>The ${residence.name} at ${APARTMENT_COMMUNITY.name}: call 863-555-0100 to rent it.</p></hb-residence-detail>
<section class="cms-section">
  <h2>Other apartments at ${APARTMENT_COMMUNITY.name}</h2>
  <ul>${others.map((r) => html`<li><a href="${r.url}">${r.name}</a></li>`)}</ul>
</section>
<section class="cms-section">
  <h2>What our residents say</h2>
  <hb-testimonials data-apartment-community-id="${APARTMENT_COMMUNITY.id}"><p>Ask our residents yourself: call 863-555-0100.</p></hb-testimonials>
</section>`;
      },
    },
  ],
  cards: [
    {
      widget: 'residence-detail',
      title: 'A floorplan in a community',
      options: { 'residence-id': '1004' },
      fallback: { href: '/community/lakeside-preserve/floorplans/aspen', text: 'The Aspen at Lakeside Preserve' },
      page: '/community/lakeside-preserve/floorplans/aspen',
    },
    {
      widget: 'floorplan-modal',
      title: 'The floorplan modal',
      options: { 'plan-id': '101', name: 'Aspen' },
      fallback: { href: '/our-floorplans/aspen', text: 'The Aspen floorplan' },
      page: '/community/lakeside-preserve/floorplans/aspen',
    },
  ],
};
