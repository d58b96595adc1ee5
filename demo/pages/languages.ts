/**
 * The demo site in two languages (issue 35): which English page each /es/ page translates, and
 * the words of the CMS's own chrome (header, menu, footer) in each. The widgets choose their
 * language from <html lang> (docs/i18n.md); the CMS's words are the CMS's, written here.
 */
export type SiteLang = 'en' | 'es';

/**
 * Each Spanish page and its English counterpart, as route patterns with the same parameters
 * (a slug or an id names the same record in both). The language link of a page leads to its
 * counterpart; an English page without one leads to the Spanish home page.
 */
export const COUNTERPARTS: [en: string, es: string][] = [
  ['/', '/es/'],
  ['/our-communities', '/es/comunidades'],
  ['/our-floorplans', '/es/planos'],
  ['/our-floorplans/:slug', '/es/planos/:slug'],
  ['/move-in-ready/:id', '/es/casas-listas/:id'],
  ['/community/:slug', '/es/comunidad/:slug'],
  ['/home-financing', '/es/financiamiento'],
  ['/contact-us', '/es/contacto'],
  ['/schedule-a-visit', '/es/agenda-tu-visita'],
  ['/buying-application', '/es/solicitud-de-compra'],
  ['/my-favorites', '/es/mis-favoritos'],
];

const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}/?$`);

/** The page of the other language for an address: its counterpart, else the other language's home page. */
export function otherLanguagePage(path: string, lang: SiteLang): { href: string; lang: SiteLang } {
  const other: SiteLang = lang === 'es' ? 'en' : 'es';
  for (const pair of COUNTERPARTS) {
    const [from, to] = lang === 'es' ? [pair[1], pair[0]] : pair;
    const found = matcher(from).exec(path);
    if (found) {
      const values = found.slice(1);
      return { href: to.replace(/:\w+/g, () => values.shift() ?? ''), lang: other };
    }
  }
  return { href: other === 'es' ? '/es/' : '/', lang: other };
}

/** Whether a page has a translation (its language link then names the same page, and the head says so). */
export const hasCounterpart = (path: string, lang: SiteLang): boolean =>
  COUNTERPARTS.some((pair) => matcher(pair[lang === 'es' ? 1 : 0]).test(path));

/** The CMS's own words in each language. */
export const CHROME = {
  en: {
    nav: [
      ['/', 'Home'],
      ['/gallery', 'Widget gallery'],
      ['/our-communities', 'Communities'],
      ['/our-floorplans', 'Floorplans'],
      ['/buying-process', 'Buying process'],
      ['/home-financing', 'Home financing'],
      ['/contact-us', 'Contact us'],
      ['/my-favorites', 'My favorites'],
    ] as [string, string][],
    navLabel: 'Main',
    home: '/',
    skip: 'Skip to content',
    call: 'Call',
    tour: ['/schedule-a-visit', 'Schedule a tour'] as [string, string],
    tagline: 'New homes across Polk County, Florida.',
    footerLinks: [
      ['/site-map', 'Site map'],
      ['/contact-us', 'Contact us'],
    ] as [string, string][],
    legal: 'Demo CMS for the widget bundle. Seeded data for Polk County, Florida; nothing here is a real listing.',
    site: 'Lakeland Homes (demo)',
    /** The language link: the other language's name, written in that language. */
    switchTo: 'Español',
  },
  es: {
    // The Spanish site's menu: only pages that have Spanish (the gallery and the buying process are English only).
    nav: [
      ['/es/', 'Inicio'],
      ['/es/comunidades', 'Comunidades'],
      ['/es/planos', 'Planos'],
      ['/es/financiamiento', 'Financiamiento'],
      ['/es/contacto', 'Contáctanos'],
      ['/es/mis-favoritos', 'Mis favoritos'],
    ] as [string, string][],
    navLabel: 'Principal',
    home: '/es/',
    skip: 'Ir al contenido',
    call: 'Llama',
    tour: ['/es/agenda-tu-visita', 'Agenda una visita'] as [string, string],
    tagline: 'Casas nuevas en todo el condado de Polk, Florida.',
    footerLinks: [
      ['/es/contacto', 'Contáctanos'],
      ['/es/solicitud-de-compra', 'Solicitud de compra'],
    ] as [string, string][],
    legal:
      'CMS de demostración del paquete de widgets. Datos de ejemplo del condado de Polk, Florida; ninguna de estas casas está realmente a la venta.',
    site: 'Lakeland Homes (demostración)',
    switchTo: 'English',
  },
} satisfies Record<SiteLang, unknown>;
