import { CAREERS } from '../data/careers';
import { html } from '../html';
import type { DemoArea, DemoPage, GalleryCard } from './demo-page';

/** What an editor leaves inside the widgets: shown until they mount, and if their code cannot load. */
const CALL_US = html`<p>Prefer to talk? Call our new home specialists at <a href="tel:+18635550100">(863) 555-0100</a>.</p>`;
const HR_EMAIL = html`<p>Email your résumé to <a href="mailto:careers@example.com">careers@example.com</a>.</p>`;

const CAREER_ID = CAREERS[1].id;

const pages: DemoPage[] = [
  {
    path: '/buying-application',
    title: 'Buying application',
    body: () => html`<h1>Buying application</h1>
<p class="cms-lead">Found your community? Apply online and our preferred lender will pre-qualify you, often the same day. Your information is sent securely and never shared.</p>
<hb-buying-application>${CALL_US}</hb-buying-application>`,
  },
  {
    path: '/careers',
    title: 'Careers',
    body: () => html`<h1>Careers</h1>
<p class="cms-lead">Build a career building homes in Polk County. We offer health benefits, a 401(k) match and paid time off from your first month.</p>
<hb-careers>${HR_EMAIL}</hb-careers>
<section class="cms-section">
  <h2>Don't see your job?</h2>
  <hb-career-application>${HR_EMAIL}</hb-career-application>
</section>`,
  },
  {
    path: '/careers/:id',
    title: 'Career',
    // The position comes from the page's own address (spec.md section 2).
    body: () => html`<h1>Careers</h1>
<hb-career>${HR_EMAIL}</hb-career>`,
    examples: CAREERS.slice(0, 2).map((c) => `/careers/${c.id}`),
  },
];

const cards: GalleryCard[] = [
  {
    widget: 'buying-application',
    title: 'Buying application',
    fallback: { href: '/buying-application', text: 'Apply to buy a home' },
    page: '/buying-application',
  },
  {
    widget: 'careers',
    title: 'Careers',
    fallback: { href: '/careers', text: 'See our open positions' },
    page: '/careers',
  },
  {
    widget: 'career',
    title: 'Career',
    fallback: { href: `/careers/${CAREER_ID}`, text: `See the ${CAREERS[1].title} position` },
    page: `/careers/${CAREER_ID}`,
    options: { 'career-id': String(CAREER_ID) },
  },
  {
    widget: 'career-application',
    title: 'Career application',
    fallback: { href: '/careers', text: 'Apply to join our team' },
    page: '/careers',
    options: { 'career-id': String(CAREER_ID) },
  },
];

/** The buying application and the careers pages with their application form. */
export const applyArea: DemoArea = { pages, cards };
