import { EVENTS } from '../data/events';
import { html, type Raw } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

/** What an editor leaves inside a form widget: shown until it mounts, and if its code cannot load. */
const CALL_US = html`<p>Prefer to talk? Call our new home specialists at <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;
const FALLBACK = CALL_US.value;

/** The demo's records the forms are about (seeded data): Lakeside Preserve, a home there, the grand opening. */
const COMMUNITY_ID = 3;
const HOME_ID = 501;
const EVENT_ID = 1;

const page = (path: string, title: string, body: () => Raw, extra: Partial<DemoPage> = {}): DemoPage => ({ path, title, body, ...extra });

const pages: DemoPage[] = [
  page(
    '/contact-us',
    'Contact us',
    () => html`<h1>Contact us</h1>
<p class="cms-lead">We build in Lakeland, Winter Haven, Auburndale, Bartow, Haines City and Lake Wales, and on your land anywhere in Polk County.</p>
<hb-contact-us>${CALL_US}</hb-contact-us>
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
<hb-schedule-tour-form data-community-id="${COMMUNITY_ID}" data-modal>${CALL_US}</hb-schedule-tour-form>
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
<hb-get-updates-form data-community-id="${COMMUNITY_ID}">${CALL_US}</hb-get-updates-form>`,
  ),
  page(
    '/demo/forms/reserve-a-lot',
    'Reserve a lot',
    () => html`<h1>Lakeside Preserve site plan</h1>
<p class="cms-lead">Twelve lakefront homesites remain. Reserve yours with no obligation.</p>
<hb-reserve-lot-form data-community-id="${COMMUNITY_ID}">${CALL_US}</hb-reserve-lot-form>`,
  ),
  page(
    '/demo/forms/inquire-home',
    'Inquire about a home',
    () => html`<h1>2981 Preserve Loop, Lakeland</h1>
<p class="cms-lead">Move-in ready: 4 beds, 3 baths, 2,222 sq ft. $309,900.</p>
<hb-inquire-home-form data-home-id="${HOME_ID}">${CALL_US}</hb-inquire-home-form>`,
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

const card = (widget: string, title: string, description: string, snippet: string, pagePath: string): GalleryCard => ({ widget, title, description, snippet, page: pagePath });

const cards: GalleryCard[] = [
  card('contact-form', 'Contact form', 'The contact form on any page; posts to /forms/contact-us.', `<hb-contact-form>${FALLBACK}</hb-contact-form>`, '/demo/forms/contact-form'),
  card('contact-us', 'Contact us', 'The contact form beside the model centers from content.', `<hb-contact-us>${FALLBACK}</hb-contact-us>`, '/contact-us'),
  card('lock-in-form', 'Lock-in form', "Lock in today's price; posts to /forms/get-updates with type lock-in.", `<hb-lock-in-form>${FALLBACK}</hb-lock-in-form>`, '/demo/forms/lock-in'),
  card(
    'schedule-tour-form',
    'Schedule a tour',
    'A tour request for one community (data-community-id); add data-modal for a button that opens it in a dialog. Closes 4 s after success.',
    `<hb-schedule-tour-form data-community-id="${COMMUNITY_ID}" data-modal>${FALLBACK}</hb-schedule-tour-form>`,
    '/demo/forms/schedule-a-tour',
  ),
  card(
    'get-updates-form',
    'Get updates',
    'A button that opens the get-updates form in a dialog; data-community-id on a microsite. Closes 4 s after success.',
    `<hb-get-updates-form data-community-id="${COMMUNITY_ID}">${FALLBACK}</hb-get-updates-form>`,
    '/demo/forms/get-updates',
  ),
  card(
    'reserve-lot-form',
    'Reserve a lot',
    'A button that opens the reserve-a-lot form for one community in a dialog. Closes 15 s after success.',
    `<hb-reserve-lot-form data-community-id="${COMMUNITY_ID}">${FALLBACK}</hb-reserve-lot-form>`,
    '/demo/forms/reserve-a-lot',
  ),
  card(
    'inquire-home-form',
    'Inquire about a home',
    'A button that opens the inquiry form for one move-in-ready home (data-home-id) in a dialog. Closes 4 s after success.',
    `<hb-inquire-home-form data-home-id="${HOME_ID}">${FALLBACK}</hb-inquire-home-form>`,
    '/demo/forms/inquire-home',
  ),
  card('schedule-visit-form', 'Schedule a visit', 'A model center (or a virtual appointment), a date and a time slot of that weekday.', `<hb-schedule-visit-form>${FALLBACK}</hb-schedule-visit-form>`, '/schedule-a-visit'),
  card('full-interest-form', 'Full interest list', 'Desired locations, home types, price range and timeframe.', `<hb-full-interest-form>${FALLBACK}</hb-full-interest-form>`, '/full-interest-list'),
  card('event', 'Event', "An event and its registration form; on the event's own page it reads the event from the page address, elsewhere from data-event-id.", `<hb-event data-event-id="${EVENT_ID}">${FALLBACK}</hb-event>`, EVENTS[0].url),
  card('event-form', 'Event registration', 'Registration for one event (data-event-id); the page reloads 3 s after success.', `<hb-event-form data-event-id="${EVENT_ID}">${FALLBACK}</hb-event-form>`, '/demo/forms/event-form'),
];

/** The enquiry forms: a CMS-like page for each, and their gallery cards. */
export const formsArea: DemoArea = { pages, cards };
