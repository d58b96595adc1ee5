import { html } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

/** What an editor leaves inside a form widget: shown until it mounts, and if its code cannot load. */
const CALL_US = html`<p>Prefer to talk? Call our new home specialists at <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;

const page = (path: string, title: string, body: DemoPage['body']): DemoPage => ({ path, title, body });

/** issue #11: the realtor and referral forms' CMS-like pages. */
const pages: DemoPage[] = [
  page(
    '/for-realtors',
    'For realtors',
    () => html`<h1>For realtors</h1>
<p class="cms-lead">Bring your buyers to Polk County's hometown builder: full co-op on every home, a liaison who answers the phone, and broker previews of every new community.</p>
<hb-realtor-program-form>${CALL_US}</hb-realtor-program-form>
<section class="cms-section">
  <h2>Already working with a buyer?</h2>
  <p>Register your client before their first visit and we will protect your commission.</p>
  <hb-realtor-referral-form data-modal><p><a href="/realtor-referral">Register a client</a></p></hb-realtor-referral-form>
</section>`,
  ),
  page(
    '/realtor-referral',
    'Realtor referral',
    () => html`<h1>Realtor referral</h1>
<p class="cms-lead">Register your buyer with us before their first visit to a model center.</p>
<hb-realtor-referral-form>${CALL_US}</hb-realtor-referral-form>`,
  ),
  page(
    '/referral-program',
    'Referral program',
    () => html`<h1>Homeowner referral program</h1>
<p class="cms-lead">Love your home? Refer a friend or family member, and we will say thank you when they close on theirs. (In the demo, homeowner@example.com is a referrer we already know.)</p>
<hb-referral-program>${CALL_US}</hb-referral-program>`,
  ),
  page(
    '/twelve-days-of-giving',
    'Twelve days of giving',
    () => html`<h1>Twelve days of giving</h1>
<p class="cms-lead">Every December we give twelve gifts to Polk County families. Enter yourself, or nominate someone who gives to others all year. (In the demo, homeowner@example.com is an entrant we already know.)</p>
<hb-twelve-days-form>${CALL_US}</hb-twelve-days-form>`,
  ),
];

const card = (widget: string, title: string, fallback: GalleryCard['fallback'], pagePath: string): GalleryCard => ({
  widget,
  title,
  fallback,
  page: pagePath,
});

const cards: GalleryCard[] = [
  card(
    'realtor-program-form',
    'Realtor program',
    { href: '/for-realtors', text: 'Join our realtor program' },
    '/for-realtors',
  ),
  card(
    'realtor-referral-form',
    'Realtor referral',
    { href: '/realtor-referral', text: 'Register a client' },
    '/realtor-referral',
  ),
  card(
    'referral-program',
    'Referral program',
    { href: '/referral-program', text: 'Refer a friend' },
    '/referral-program',
  ),
  card(
    'twelve-days-form',
    'Twelve days of giving',
    { href: '/twelve-days-of-giving', text: 'Enter the twelve days of giving' },
    '/twelve-days-of-giving',
  ),
];

/** The realtor and referral forms: a CMS-like page for each, and their gallery cards. */
export const referralsArea: DemoArea = { pages, cards };
