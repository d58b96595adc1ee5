import type { Context } from 'hono';
import { createSeed, type Seed } from '../data';
import { html, type Raw } from '../html';
import type { DemoArea, DemoPage } from './demo-page';

/**
 * The Spanish demo (issue 35): the pages a Spanish-speaking buyer walks through, each the
 * counterpart of an English page (demo/pages/languages.ts), with <html lang="es"> so the widgets
 * speak Spanish, and the CMS's own words (headings, intros, fallbacks) written in Spanish, in tú.
 * Links lead to the Spanish page where there is one; to an English page, marked hreflang="en".
 * Names of communities, plans and addresses are data: they stay as the API gives them.
 */

// The pages name records the way a CMS would, by slug; the seed is the same on every start.
let seed: Seed | undefined;
const data = () => (seed ??= createSeed());
const slugOf = (url: string) => url.replace(/\/+$/, '').split('/').pop() ?? '';

/** Our phone, as the Spanish pages write it around the widgets. */
const PHONE = html`<a href="tel:+18635550100">(863) 555-0100</a>`;
/** What an editor leaves inside a form: shown until it mounts, and if its code cannot load. */
const CALL_US = html`<p>¿Prefieres hablar con alguien? Llama a nuestros especialistas en casas nuevas al ${PHONE}.</p>`;
const MAP_FALLBACK = html`<p>Mira nuestras comunidades en todo el condado de Polk o llámanos al ${PHONE}.</p>`;

function notFound(c: Context, heading: string, back: Raw): Raw {
  c.status(404);
  return html`<h1>${heading}</h1><p>${back}</p>`;
}

const page = (path: string, title: string, body: DemoPage['body'], examples?: string[]): DemoPage => ({
  path,
  title,
  body,
  lang: 'es',
  ...(examples ? { examples } : {}),
});

/** The home page, as the English one is composed (communities.ts). */
const home = () => html`<h1>Casas nuevas en el condado de Polk, Florida</h1>
<hb-home-hero data-slides-only><p>$25 de depósito y hasta $25K en opciones. <a href="/es/comunidades">Encuentra tu comunidad</a>.</p></hb-home-hero>
<section class="cms-section" aria-labelledby="comunidades-destacadas">
  <h2 id="comunidades-destacadas">Comunidades destacadas</h2>
  <hb-featured-communities data-count="3"><p><a href="/es/comunidades">Mira nuestras comunidades</a></p></hb-featured-communities>
</section>
<section class="cms-section" aria-labelledby="listas-pronto">
  <h2 id="listas-pronto">Múdate pronto</h2>
  <hb-move-in-ready data-count="4"><p><a href="/move-in-ready" hreflang="en">Mira nuestras casas listas para mudarte (en inglés)</a></p></hb-move-in-ready>
</section>
<section class="cms-section">
  <hb-home-hero data-finder-only>${MAP_FALLBACK}</hb-home-hero>
</section>
<section class="cms-section">
  <h2>Construyendo en el condado de Polk desde 1985</h2>
  <p>De Lakeland a Lake Wales, construimos casas unifamiliares en la Cadena de Lagos y en la Cresta, con 10 años de garantía estructural en cada una.</p>
</section>
<section class="cms-section cms-tour-invite" aria-labelledby="agenda-una-visita">
  <h2 id="agenda-una-visita">Conoce una casa en persona</h2>
  <p>Recorre una casa modelo con uno de nuestros especialistas en casas nuevas, o reúnete con nosotros en línea. Entre semana y fines de semana.</p>
  <p><a class="cms-button" href="/es/agenda-tu-visita">Agenda una visita</a> o llama al ${PHONE}</p>
</section>`;

function planPage(c: Context) {
  const plan = data().plans.find((p) => slugOf(p.url) === c.req.param('slug'));
  if (!plan) return notFound(c, 'No encontramos ese plano', html`<a href="/es/planos">Mira todos nuestros planos</a>.`);
  return html`<p><a href="/es/planos">Todos los planos</a></p>
<hb-floorplan-detail data-plan-id="${plan.id}" data-page-heading><p>El ${plan.name}: llama al 863-555-0100 para más detalles.</p></hb-floorplan-detail>`;
}

function homePage(c: Context) {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id))
    return notFound(
      c,
      'No encontramos esa casa',
      html`<a href="/move-in-ready" hreflang="en">Mira todas las casas listas para mudarte (en inglés)</a>.`,
    );
  return html`<p><a href="/move-in-ready" hreflang="en">Todas las casas listas para mudarte (en inglés)</a></p>
<h1>Casa lista para mudarte</h1>
<hb-home-detail data-home-id="${id}"><p>Llama al 863-555-0100 para saber más de esta casa.</p></hb-home-detail>`;
}

/** The microsite's main page: hb-community, its sub-navigation carrying the microsite's other pages (English only). */
function micrositePage(c: Context) {
  const community = data().communities.find((x) => slugOf(x.url) === c.req.param('slug'));
  if (!community)
    return notFound(
      c,
      'No encontramos esa comunidad',
      html`<a href="/es/comunidades">Mira todas nuestras comunidades</a>.`,
    );
  const root = community.url.replace(/\/+$/, '');
  const pages = JSON.stringify([
    { href: `${root}/amenities`, label: 'Lugares cercanos' },
    { href: `${root}/gallery`, label: 'Galería' },
  ]);
  return html`<hb-community data-community-id="${community.id}" data-pages="${pages}"><h1>${community.name}</h1><p>${community.address ?? ''} · <a href="${root}/floorplans" hreflang="en">Mira los planos (en inglés)</a></p></hb-community>`;
}

/** Home financing in Spanish: the calculator with the sections a buyer asks about first. */
const financing = () => html`<h1>Financiamiento de tu casa</h1>
<p class="cms-lead">Financiar una casa nueva es una gran decisión. Aquí te explicamos tus opciones, y nuestros prestamistas preferidos están listos para ayudarte.</p>
<hb-section-nav></hb-section-nav>
<section class="cms-section" id="calculadora" data-hb-section data-label="Calculadora">
  <h2>Calcula tu pago</h2>
  <p>Los precios en nuestras comunidades empiezan alrededor de $250,000. Cambia cualquier cifra para ver tu pago mensual aproximado.</p>
  <hb-mortgage-calculator data-price="250000"><p>Nuestro equipo de ventas con gusto calcula tu pago mensual: llama al ${PHONE}.</p></hb-mortgage-calculator>
</section>
<section class="cms-section" id="tipos-de-prestamo" data-hb-section data-label="Tipos de préstamo">
  <h2>Tipos de préstamo</h2>
  <p>La mayoría de nuestros compradores eligen un préstamo convencional. Los préstamos FHA permiten un pago inicial más pequeño; los VA sirven a veteranos y militares sin pago inicial; los USDA cubren casas en zonas rurales elegibles, incluidas partes del condado de Polk.</p>
</section>
<section class="cms-section" id="pago-inicial" data-hb-section data-label="Pago inicial y PMI">
  <h2>Pago inicial y seguro hipotecario</h2>
  <p>Con menos del 20% de pago inicial, los prestamistas convencionales agregan a tu pago un seguro hipotecario privado (PMI). El PMI termina solo cuando tu saldo llega al 78% del valor original de la casa, y puedes pedir cancelarlo al 80%.</p>
  <p>En Florida hay programas de ayuda para el pago inicial que pueden cubrir parte del pago inicial o de los costos de cierre de quienes compran su primera casa.</p>
</section>
<section class="cms-section" id="costos-de-cierre" data-hb-section data-label="Costos de cierre">
  <h2>Costos de cierre</h2>
  <p>Calcula entre un 2% y un 5% del precio para los costos de cierre: cargos del prestamista, seguro de título, cargos de registro e impuestos y seguro prepagados. Pregunta por los incentivos al usar uno de nuestros prestamistas preferidos.</p>
</section>
<section class="cms-section" id="preguntas" data-hb-section data-label="Preguntas frecuentes">
  <h2>Preguntas frecuentes</h2>
  <h3>¿Qué es un CDD?</h3>
  <p>Un Distrito de Desarrollo Comunitario (CDD) paga calles, servicios y áreas comunes en muchas comunidades nuevas de Florida. Su cuota anual aparece en tu factura de impuestos; en la calculadora, escríbela como monto mensual junto con tus cuotas de HOA.</p>
</section>`;

/** The Spanish counterparts of the English pages (demo/pages/languages.ts pairs them). */
const pages: DemoPage[] = [
  page('/es/', 'Casas nuevas en el condado de Polk', home),
  page(
    '/es/comunidades',
    'Nuestras comunidades',
    () => html`<h1>Nuestras comunidades</h1>
<p class="cms-lead">Casas nuevas en todo el condado de Polk. Elige una región o toca un marcador en el mapa.</p>
<hb-community-map>${MAP_FALLBACK}</hb-community-map>`,
  ),
  page(
    '/es/planos',
    'Nuestros planos',
    () => html`<h1>Nuestros planos</h1>
<p class="cms-lead">Cada plano que construimos, con las comunidades que lo ofrecen. Filtra por tamaño y precio; comparte la dirección para compartir la lista.</p>
<hb-floorplans><a href="/es/comunidades">Explora nuestras comunidades para ver sus planos</a></hb-floorplans>`,
  ),
  page('/es/planos/:slug', 'Plano', planPage, ['/es/planos/aspen']),
  page('/es/casas-listas/:id', 'Casa lista para mudarte', homePage, ['/es/casas-listas/501']),
  page('/es/comunidad/:slug', 'Comunidad', micrositePage, ['/es/comunidad/lakeside-preserve']),
  page('/es/financiamiento', 'Financiamiento', financing),
  page(
    '/es/contacto',
    'Contáctanos',
    () => html`<h1>Contáctanos</h1>
<p class="cms-lead">Construimos en Lakeland, Winter Haven, Auburndale, Bartow, Haines City y Lake Wales, y en tu terreno en cualquier parte del condado de Polk.</p>
<hb-contact-us data-heading="off">${CALL_US}</hb-contact-us>
<section class="cms-section" id="congela-el-precio">
  <h2>¿Listo para comprar?</h2>
  <p>Los precios suben a medida que se venden las comunidades. Congela el precio de hoy mientras eliges tu lote y tus opciones.</p>
  <hb-lock-in-form>${CALL_US}</hb-lock-in-form>
</section>`,
  ),
  page(
    '/es/agenda-tu-visita',
    'Agenda una visita',
    () => html`<h1>Agenda una visita</h1>
<p class="cms-lead">Las casas modelo abren de lunes a sábado de 10 a.m. a 6 p.m. y los domingos de 1 p.m. a 5 p.m.; los miércoles abrimos a la 1 p.m.</p>
<hb-schedule-visit-form>${CALL_US}</hb-schedule-visit-form>`,
  ),
  page(
    '/es/solicitud-de-compra',
    'Solicitud de compra',
    () => html`<h1>Solicitud de compra</h1>
<p class="cms-lead">¿Ya encontraste tu comunidad? Haz tu solicitud en línea y nuestro prestamista preferido te precalifica, muchas veces el mismo día. Tus datos se envían de forma segura y nunca se comparten.</p>
<hb-buying-application>${CALL_US}</hb-buying-application>`,
  ),
  page(
    '/es/mis-favoritos',
    'Mis favoritos',
    () => html`<h1>Mis favoritos</h1>
<p class="cms-lead">Guarda planos, casas y comunidades, y sigue donde te quedaste.</p>
<hb-my-favorites><p>Mis favoritos necesita JavaScript. <a href="/es/contacto">Contáctanos</a> y te ayudamos.</p></hb-my-favorites>`,
  ),
];

/** The Spanish pages; their widgets' cards are the English ones (the gallery is for the site's editors). */
export const spanishArea: DemoArea = { pages, cards: [] };
