import { defineCatalog, definePhrases } from '../../core/i18n';
import en from './messages.en';

/** hb-site-map's words (the site's pages: pages.es.ts), in the widget's language. */
export const siteMapText = defineCatalog(en, () => import('./messages.es'));
/** The site's pages (core/communities SITE_SECTIONS) in Spanish, keyed by their English. */
export const pagePhrases = definePhrases(() => import('./pages.es'));
