import { EVENTS } from '../data/events';
import { html, type Raw } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

/** What an editor leaves inside a form widget: shown until it mounts, and if its code cannot load. */
const CALL_US = html`<p>Prefer to talk? Call our new home specialists at <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;
/** The same inside a widget that is one button: one line, so it fits the button's box (docs/embedding.md, "The stylesheet line"). */
const CALL_LINE = html`<a href="tel:+18635550100">Call (863) 555-0100</a>`;

/** The demo's records the forms are about (seeded data): Lakeside Preserve, a home there, the grand opening. */
const COMMUNITY_ID = 3;
const HOME_ID = 501;
const EVENT_ID = 1;

const page = (path: string, title: string, body: () => Raw, extra: Partial<DemoPage> = {}): DemoPage => ({
  path,
  title,
  body,
  ...extra,
});

const pages: DemoPage[] = [
  page(
    '/contact-us',
    'Contact us',
    () => html`<h1>Contact us</h1>
<p class="cms-lead">We build in Lakeland, Winter Haven, Auburndale, Bartow, Haines City and Lake Wales, and on your land anywhere in Polk County.</p>
<hb-contact-us data-heading="off">${CALL_US}</hb-contact-us>
<section class="cms-section" id="lock-in">
  <h2>Ready to buy?</h2>
  <p>Prices change as communities sell. Lock in today's price while you decide on your homesite and options.</p>
  <hb-lock-in-form>${CALL_US}</hb-lock-in-form>
</section>`,
  ),
  page(
    '/full-interest-list',
    'Full interest list',
    () => html`<h1>Full interest list</h1>
<p class="cms-lead">Our next communities sell quickly. Join the list and hear about homesites, plans and prices before anyone else.</p>
<hb-full-interest-form>${CALL_US}</hb-full-interest-form>`,
  ),
  page(
    '/schedule-a-visit',
    'Schedule a visit',
    () => html`<h1>Schedule a visit</h1>
<p class="cms-lead">Model centers are open Monday to Saturday 10am to 6pm and Sunday 1pm to 5pm; on Wednesdays we open at 1pm.</p>
<hb-schedule-visit-form>${CALL_US}</hb-schedule-visit-form>`,
  ),
  page(
    '/events/:slug',
    'Event',
    () => html`<h1>Community events</h1>
<hb-event>${html`<p>See our events on Facebook, or call <a href="tel:+18635550100">(863) 555-0100</a>.</p>`}</hb-event>`,
    { examples: EVENTS.slice(0, 2).map((e) => e.url) },
  ),
  page(
    '/demo/forms/contact-form',
    'Contact form',
    () => html`<h1>Building on your land?</h1>
<p class="cms-lead">Tell us where your land is and what you would like to build. The contact form works on any page.</p>
<hb-contact-form>${CALL_US}</hb-contact-form>`,
  ),
  page(
    '/demo/forms/schedule-a-tour',
    'Schedule a tour',
    () => html`<h1>The Magnolia at Lakeside Preserve</h1>
<p class="cms-lead">Four bedrooms, three baths and 2,222 sq ft around a great room that opens to the lanai.</p>
<p>On a floorplan page the tour form opens from a button:</p>
<hb-schedule-tour-form data-community-id="${COMMUNITY_ID}" data-modal>${CALL_LINE}</hb-schedule-tour-form>
<section class="cms-section">
  <h2>Tour the model</h2>
  <hb-schedule-tour-form data-community-id="${COMMUNITY_ID}">${CALL_US}</hb-schedule-tour-form>
</section>`,
  ),
  page(
    '/demo/forms/get-updates',
    'Get updates',
    () => html`<h1>Lakeside Preserve</h1>
<p class="cms-lead">Homesites on the lake in north Lakeland, from the low $300s.</p>
<hb-get-updates-form data-community-id="${COMMUNITY_ID}">${CALL_LINE}</hb-get-updates-form>`,
  ),
  page(
    '/demo/forms/reserve-a-lot',
    'Reserve a lot',
    () => html`<h1>Lakeside Preserve site plan</h1>
<p class="cms-lead">Twelve lakefront homesites remain. Reserve yours with no obligation.</p>
<hb-reserve-lot-form data-community-id="${COMMUNITY_ID}">${CALL_LINE}</hb-reserve-lot-form>`,
  ),
  page(
    '/demo/forms/inquire-home',
    'Inquire about a home',
    () => html`<h1>2981 Preserve Loop, Lakeland</h1>
<p class="cms-lead">Move-in ready: 4 beds, 3 baths, 2,222 sq ft. $309,900.</p>
<hb-inquire-home-form data-home-id="${HOME_ID}">${CALL_LINE}</hb-inquire-home-form>`,
  ),
  page(
    '/demo/forms/lock-in',
    "Lock in today's price",
    () => html`<h1>Lock in today's price</h1>
<hb-lock-in-form>${CALL_US}</hb-lock-in-form>`,
  ),
  page(
    '/demo/forms/event-form',
    'Event registration',
    () => html`<h1>${EVENTS[0].name}</h1>
<p class="cms-lead">${EVENTS[0].description}</p>
<hb-event-form data-event-id="${EVENT_ID}">${CALL_US}</hb-event-form>`,
  ),
];

const card = (
  widget: string,
  title: string,
  fallback: GalleryCard['fallback'],
  pagePath: string,
  options?: GalleryCard['options'],
): GalleryCard => ({ widget, title, fallback, page: pagePath, options });

const cards: GalleryCard[] = [
  card('contact-form', 'Contact form', { href: '/contact-us', text: 'Contact us' }, '/demo/forms/contact-form'),
  card('contact-us', 'Contact us', { href: '/contact-us', text: 'Contact us' }, '/contact-us'),
  card('lock-in-form', 'Lock-in form', { href: '/contact-us', text: "Lock in today's price" }, '/demo/forms/lock-in'),
  card(
    'schedule-tour-form',
    'Schedule a tour',
    { href: '/schedule-a-visit', text: 'Schedule a tour' },
    '/demo/forms/schedule-a-tour',
    { 'community-id': String(COMMUNITY_ID), modal: '' },
  ),
  card(
    'get-updates-form',
    'Get updates',
    { href: '/full-interest-list', text: 'Get updates on our new homesites' },
    '/demo/forms/get-updates',
    { 'community-id': String(COMMUNITY_ID) },
  ),
  card(
    'reserve-lot-form',
    'Reserve a lot',
    { href: '/community/lakeside-preserve/floorplans', text: 'See the homesites and plans at Lakeside Preserve' },
    '/demo/forms/reserve-a-lot',
    { 'community-id': String(COMMUNITY_ID) },
  ),
  card(
    'inquire-home-form',
    'Inquire about a home',
    { href: '/contact-us', text: 'Ask us about this home' },
    '/demo/forms/inquire-home',
    { 'home-id': String(HOME_ID) },
  ),
  card(
    'schedule-visit-form',
    'Schedule a visit',
    { href: '/schedule-a-visit', text: 'Schedule a visit to a model center' },
    '/schedule-a-visit',
  ),
  card(
    'full-interest-form',
    'Full interest list',
    { href: '/full-interest-list', text: 'Join the full interest list' },
    '/full-interest-list',
  ),
  card('event', 'Event', { href: EVENTS[0].url, text: `See ${EVENTS[0].name}` }, EVENTS[0].url, {
    'event-id': String(EVENT_ID),
  }),
  card(
    'event-form',
    'Event registration',
    { href: EVENTS[0].url, text: `Register for ${EVENTS[0].name}` },
    '/demo/forms/event-form',
    { 'event-id': String(EVENT_ID) },
  ),
];

/** The enquiry forms: a CMS-like page for each, and their gallery cards. */
export const formsArea: DemoArea = { pages, cards };
