import { html, type Raw } from '../html';

/** The pages of a community's microsite, in the order the CMS lists them. */
export type MicrositePage = 'main' | 'amenities' | 'floorplans' | 'gallery';

const PAGES: [MicrositePage, string, string][] = [
  ['main', 'Overview', ''],
  ['amenities', 'Amenities', '/amenities'],
  ['floorplans', 'Floorplans', '/floorplans'],
  ['gallery', 'Gallery', '/gallery'],
];

/**
 * The CMS's own navigation of a community microsite (spec.md section 2): its main page,
 * amenities, floorplans and gallery, the current one marked. Every microsite page of the demo
 * starts with it, as the builder's CMS template would.
 */
export function micrositeNav(community: { name: string; url: string }, current: MicrositePage | null): Raw {
  const root = community.url.replace(/\/+$/, '');
  const links = PAGES.map(
    ([page, label, tail]) =>
      html`<li><a href="${root + tail}"${page === current ? html` aria-current="page"` : ''}>${label}</a></li>`,
  );
  return html`<nav class="cms-microsite-nav" aria-label="${community.name}"><ul>${links}</ul></nav>`;
}

/**
 * The microsite's other pages for hb-community's data-pages, on its main page: there the widget's
 * sub-navigation is the microsite's one navigation bar (its sections, then these), and the CMS
 * leaves its own menu out. The floorplans page is left out: the main page holds its widget as a section.
 */
export function micrositePages(community: { url: string }): string {
  const root = community.url.replace(/\/+$/, '');
  return JSON.stringify(
    PAGES.filter(([page]) => page !== 'main' && page !== 'floorplans').map(([, label, tail]) => ({
      href: root + tail,
      label,
    })),
  );
}
