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
