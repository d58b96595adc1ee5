import { html } from '../html';
import type { DemoArea } from './demo-page';

/** What an editor leaves inside the widgets: shown until they mount, and if their code cannot load. */
const CALL_WARRANTY = html`<p>Warranty questions? Call our warranty team at <a href="tel:+18635550150">(863) 555-0150</a>.</p>`;

/** spec.md section 2: the service request page, the contractor directory above the request form. */
export const serviceArea: DemoArea = {
  pages: [
    {
      path: '/service-request',
      title: 'Service request',
      body: () => html`<h1>Homeowner service request</h1>
<p class="cms-lead">Your home is covered by a one-year workmanship, two-year systems and ten-year structural warranty. Call a trade partner directly, or tell us what needs attention.</p>
<hb-service-request>${CALL_WARRANTY}</hb-service-request>
<section class="cms-section" id="request">
  <hb-service-request-form>${CALL_WARRANTY}</hb-service-request-form>
</section>`,
    },
  ],
  cards: [
    {
      widget: 'service-request',
      title: 'Service request page',
      fallback: { href: '/service-request', text: 'Call a trade partner or send a service request' },
      page: '/service-request',
    },
    {
      widget: 'service-request-form',
      title: 'Service request form',
      fallback: { href: '/service-request', text: 'Send a warranty service request' },
      page: '/service-request',
    },
  ],
};
