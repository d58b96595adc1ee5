// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { COUNTERPARTS } from '../../../../demo/pages/languages';
import { AREAS } from '../../../../demo/pages/registry';
import { demoApp } from '../api/app-fetch';

/** Issue 35: the Spanish demo's pages, its CMS chrome in Spanish and the language link on every page. */
const app = demoApp();
const pages = AREAS.flatMap((a) => a.pages);
const examplesOf = (path: string) =>
  path.includes(':') ? (pages.find((p) => p.path === path)?.examples ?? []) : [path];

async function open(path: string): Promise<Document> {
  const answer = await app.request(path);
  expect(answer.status, path).toBe(200);
  // Without its stylesheets and scripts, which happy-dom would try to fetch.
  const text = (await answer.text()).replace(/<link rel="stylesheet"[^>]*>|<script type="module"[^>]*><\/script>/g, '');
  return new DOMParser().parseFromString(text, 'text/html');
}
const languageLink = (doc: Document) => doc.querySelector<HTMLAnchorElement>('.cms-nav a[hreflang]')!;

describe('the Spanish demo', () => {
  const spanish = COUNTERPARTS.flatMap(([, es]) => examplesOf(es));

  it('has a Spanish page for each page the issue names, each with an example the crawl visits', () => {
    expect(COUNTERPARTS.map(([, es]) => es)).toEqual([
      '/es/',
      '/es/comunidades',
      '/es/planos',
      '/es/planos/:slug',
      '/es/casas-listas/:id',
      '/es/comunidad/:slug',
      '/es/financiamiento',
      '/es/contacto',
      '/es/agenda-tu-visita',
      '/es/solicitud-de-compra',
      '/es/mis-favoritos',
    ]);
    for (const [en, es] of COUNTERPARTS) {
      expect(
        pages.some((p) => p.path === en),
        en,
      ).toBe(true);
      expect(pages.find((p) => p.path === es)?.lang, es).toBe('es');
      expect(examplesOf(es).length, es).toBeGreaterThan(0);
    }
  });

  it.each(spanish)(
    '%s is Spanish: <html lang="es">, the CMS’s header, menu and footer in Spanish, links kept in Spanish',
    async (path) => {
      const doc = await open(path);
      expect(doc.documentElement.lang).toBe('es');
      expect(doc.querySelector('.cms-skip')?.textContent).toBe('Ir al contenido');
      expect(doc.querySelector('.cms-nav')?.getAttribute('aria-label')).toBe('Principal');
      expect([...doc.querySelectorAll('.cms-nav li a')].map((a) => a.textContent)).toEqual([
        'Inicio',
        'Comunidades',
        'Planos',
        'Financiamiento',
        'Contáctanos',
        'Mis favoritos',
      ]);
      expect(doc.querySelector('.cms-header .cms-cta')?.textContent).toBe('Agenda una visita');
      expect(doc.querySelector('.cms-footer__legal')?.textContent).toMatch(/^CMS de demostración/);
      expect(doc.title).toMatch(/\| Lakeland Homes \(demostración\)$/);
      // A link from a Spanish page to an English one says so (hreflang="en"); the rest stay in /es/.
      const english = [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].filter(
        (a) => !a.getAttribute('href')!.startsWith('/es/') && a.getAttribute('hreflang') !== 'en',
      );
      expect(english.map((a) => a.getAttribute('href'))).toEqual([]);
    },
  );

  /** Each pair as two addresses of the same record (the Spanish example's slug or id in the English pattern). */
  const pairs = COUNTERPARTS.map(([en, es]) => {
    const spanishPath = examplesOf(es)[0];
    return [en.replace(/:\w+/, spanishPath.split('/').pop()!), spanishPath];
  });

  it.each(pairs)(
    '%s and %s link to each other: the language link, its lang and hreflang, and the head’s alternate',
    async (en, es) => {
      const [english, spanishPage] = [await open(en), await open(es)];
      const [toSpanish, toEnglish] = [languageLink(english), languageLink(spanishPage)];
      expect([toSpanish.textContent, toSpanish.lang, toSpanish.hreflang, toSpanish.getAttribute('href')]).toEqual([
        'Español',
        'es',
        'es',
        es,
      ]);
      expect([toEnglish.textContent, toEnglish.lang, toEnglish.hreflang, toEnglish.getAttribute('href')]).toEqual([
        'English',
        'en',
        'en',
        en,
      ]);
      expect(english.querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute('href')).toBe(es);
      expect(spanishPage.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toBe(en);
    },
  );

  it('gives a page with no Spanish a link to the Spanish home page, and no alternate', async () => {
    const doc = await open('/buying-process');
    expect(languageLink(doc).getAttribute('href')).toBe('/es/');
    expect(doc.querySelector('link[rel="alternate"]')).toBeNull();
    expect((await app.request('/es')).headers.get('location')).toBe('/es/');
  });
});
