import { html, type Raw } from '../html';
import type { DemoArea } from './demo-page';

/** The 404 page's body: every unknown path of the demo answers with it (status 404), as a CMS's 404 template would. */
export const notFoundBody = (): Raw => html`<h1>Page not found</h1>
<hb-not-found><p>This page does not exist. <a href="/our-communities">See our communities</a>, <a href="/our-floorplans">our floorplans</a> or <a href="/contact-us">contact us</a>.</p></hb-not-found>`;

/** Our team, a neighbor you can trust, homeowner care videos, the site map (issue #12, part B). */
export const siteArea: DemoArea = {
  pages: [
    {
      path: '/our-team',
      title: 'Our team',
      body: () => html`<h1>Our team</h1>
<p class="cms-lead">The people who have built homes across Polk County since 1985.</p>
<hb-team><p>Call 863-555-0100 to talk to our team.</p></hb-team>`,
    },
    {
      path: '/our-team/:seoName',
      title: 'Our team',
      examples: ['/our-team/denise-ortiz', '/our-team/nobody-by-that-name'],
      body: () => html`<p><a href="/our-team">Our team</a></p>
<h1>Meet our team</h1>
<hb-team-member><a href="/our-team">Meet our team</a></hb-team-member>`,
    },
    {
      path: '/a-neighbor-you-can-trust',
      title: 'A neighbor you can trust',
      body: () => html`<h1>A neighbor you can trust</h1>
<p class="cms-lead">We live where we build. Hear from the families in each part of Polk County where we have communities.</p>
<hb-neighbor-regions><a href="/our-communities">See our communities by region</a></hb-neighbor-regions>`,
    },
    {
      path: '/homeowner-care-videos',
      title: 'Homeowner care videos',
      body: () => html`<h1>Homeowner care videos</h1>
<p class="cms-lead">Short how-to videos for the care of your new home. For anything under warranty, send a service request.</p>
<hb-videos><p>Our homeowner care team answers at 863-555-0100.</p></hb-videos>`,
    },
    {
      path: '/site-map',
      title: 'Site map',
      body: () => html`<h1>Site map</h1>
<hb-site-map><a href="/our-communities">See our communities</a></hb-site-map>`,
    },
  ],
  cards: [
    { widget: 'team', title: 'Our team', fallback: { href: '/our-team', text: 'Meet our team' }, page: '/our-team' },
    {
      widget: 'team-member',
      title: 'A team member',
      options: { 'seo-name': 'denise-ortiz' },
      fallback: { href: '/our-team/denise-ortiz', text: 'Meet Denise Ortiz' },
      page: '/our-team/denise-ortiz',
    },
    {
      widget: 'neighbor-regions',
      title: 'A neighbor you can trust',
      fallback: { href: '/a-neighbor-you-can-trust', text: 'Meet our neighbors' },
      page: '/a-neighbor-you-can-trust',
    },
    {
      widget: 'videos',
      title: 'Homeowner care videos',
      fallback: { href: '/homeowner-care-videos', text: 'Watch our homeowner care videos' },
      page: '/homeowner-care-videos',
    },
    {
      widget: 'site-map',
      title: 'Site map',
      fallback: { href: '/site-map', text: 'See the site map' },
      page: '/site-map',
    },
    {
      widget: 'not-found',
      title: 'Page not found (404)',
      fallback: { href: '/our-communities', text: 'See our communities' },
      page: '/this-page-does-not-exist',
    },
    { widget: 'footer', title: 'Footer', fallback: { href: '/site-map', text: 'Site map' }, page: '/site-map' },
  ],
};
