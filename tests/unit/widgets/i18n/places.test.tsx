// @vitest-environment happy-dom
import { fireEvent, getAllByRole, getByRole, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import readMessagesEs from '../../../../core/api/read-messages.es';
import type { Messages } from '../../../../core/i18n/catalog';
import communitiesEn from '../../../../core/communities/messages.en';
import sitePlanEn from '../../../../core/communities/site-plan/messages.en';
import mapEn from '../../../../core/map/messages.en';
import { formatDollars } from '../../../../core/rules';
import { createSeed } from '../../../../demo/data';
import communityEn from '../../../../widgets/community/messages.en';
import amenitiesEn from '../../../../widgets/community-amenities/messages.en';
import communityMapEn from '../../../../widgets/community-map/messages.en';
import featuredEn from '../../../../widgets/featured-communities/messages.en';
import heroEn from '../../../../widgets/home-hero/messages.en';
import neighborEn from '../../../../widgets/neighbor-regions/messages.en';
import sectionNavEn from '../../../../core/ui/section-nav/messages.en';
import sitePlanWidgetEn from '../../../../widgets/site-plan/messages.en';
import { fakeApi, json, mountFresh, success } from '../favorites-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const seed = createSeed();
const lakeside = {
  ...seed.communities.find((c) => c.id === 3)!,
  residences: seed.residences.filter((r) => r.community_id === 3),
};
const names = {
  'GET /api/region/list-names': () => success({ results: seed.regions.map(({ id, name }) => ({ id, name })) }),
};

/** The English sentences of the area's catalogs: each run of words between placeholders. */
const ENGLISH = [
  mapEn,
  communitiesEn,
  sitePlanEn,
  communityEn,
  amenitiesEn,
  communityMapEn,
  featuredEn,
  heroEn,
  neighborEn,
  sectionNavEn,
  sitePlanWidgetEn,
]
  .flatMap((catalog: Messages) =>
    Object.values(catalog).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m))),
  )
  .flatMap((m) => m.split(/\{\w+\}/))
  .map((part) => part.replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, ''))
  // Two words or more; a short lower-case run ("model home") may well be in the CMS's own text.
  .filter((part) => part.split(/\s+/).length >= (/^[A-Z]/.test(part) ? 2 : 3));

/** What a visitor reads or hears of a widget: its text, and the names and alt texts it gives. */
const heard = (el: HTMLElement) =>
  [
    el.textContent ?? '',
    ...Array.from(el.querySelectorAll('[aria-label],[alt],[aria-roledescription]')).flatMap((e) => [
      e.getAttribute('aria-label') ?? '',
      e.getAttribute('alt') ?? '',
      e.getAttribute('aria-roledescription') ?? '',
    ]),
  ].join('\n');

const noEnglishIn = (el: HTMLElement) => expect(ENGLISH.filter((sentence) => heard(el).includes(sentence))).toEqual([]);

describe('the places widgets inside lang="es"', () => {
  it('hb-community-map: heading, count, toggles, the keyless map’s controls and pins, the list; the printed title is sent in English', async () => {
    fakeApi({
      'GET /api/community': () => success({ results: seed.communities }),
      'GET /api/region': () => success({ results: seed.regions }),
      ...names,
    });
    const el = await mountFresh('community-map', 'lang="es"');
    await waitFor(() => expect(getByRole(el, 'heading', { name: 'Nuestras comunidades' })).toBeTruthy());
    expect(getByRole(el, 'status').textContent).toBe(`${seed.communities.length} comunidades`);
    expect(getByRole(el, 'group', { name: 'Mostrar las comunidades como' })).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Lista' })).toBeTruthy();
    const map = getByRole(el, 'region', { name: 'Mapa de nuestras comunidades' });
    for (const name of ['Acercar', 'Alejar', 'Restablecer el mapa', 'Mover el mapa a la izquierda'])
      expect(getByRole(map, 'button', { name })).toBeTruthy();
    const priced = seed.communities.find((c) => c.price !== null)!;
    expect(el.textContent).toContain(`Desde ${formatDollars(priced.price!)}`);
    expect(getByRole(el, 'navigation', { name: 'Regiones' })).toBeTruthy();
    fireEvent.click(getAllByRole(el, 'button', { name: /^Ver en el mapa: / })[0]);
    await waitFor(() => expect(getByRole(map, 'button', { name: 'Cerrar detalles' })).toBeTruthy());
    expect(within(map).getByRole('link', { name: /^Ver / })).toBeTruthy();
    const sent = JSON.parse((el.querySelector('input[name="data"]') as HTMLInputElement).value);
    expect(sent.title).toBe('Our communities');
    expect(getByRole(el, 'button', { name: 'Imprimir la lista completa (se abre en una pestaña nueva)' })).toBeTruthy();
    noEnglishIn(el);
  });

  it('hb-community-map: a region that is not there says spec.md’s “No communities found” in Spanish', async () => {
    fakeApi({
      'GET /api/community': () => success({ results: seed.communities }),
      'GET /api/region': () => success({ results: seed.regions }),
      ...names,
    });
    const el = await mountFresh('community-map', 'lang="es" data-region="nowhere"');
    await waitFor(() => expect(el.textContent).toContain('No se encontraron comunidades'));
    expect(getByRole(el, 'link', { name: 'Ver todas las comunidades' })).toBeTruthy();
  });

  it('hb-home-hero: the promotion, the slides’ controls, the finder, its count, plural and typed-price note', async () => {
    const hero = seed.assets.filter((a) => a.tags.includes('hero'));
    fakeApi({
      'GET /api/asset': () => success({ results: hero.length > 1 ? hero : [hero[0], { ...hero[0], id: 999 }] }),
      'GET /api/community': () => success({ results: seed.communities }),
      ...names,
    });
    const el = await mountFresh('home-hero', 'lang="es"');
    await waitFor(() => expect(getByRole(el, 'button', { name: 'Pausar las diapositivas' })).toBeTruthy());
    expect(el.textContent).toContain('$25 de pago inicial y hasta $25K en opciones');
    expect(getByRole(el, 'button', { name: 'Diapositiva siguiente' })).toBeTruthy();
    expect(el.querySelector('[aria-roledescription="carrusel"]')?.getAttribute('aria-label')).toBe('Nuestras casas');
    expect(getByRole(el, 'heading', { name: 'Encuentra una comunidad en tu rango de precios' })).toBeTruthy();
    await waitFor(() => expect(el.textContent).toMatch(/\d+ comunidades de \$125,000 a \$300,000/));
    const minimum = getByRole(el, 'spinbutton', { name: 'Precio mínimo' });
    fireEvent.input(minimum, { target: { value: '140000' } });
    // The field commits its draft as the visitor leaves it (focusout, as preact/compat listens for onBlur).
    await waitFor(() => {
      fireEvent.focusOut(minimum);
      expect(el.textContent).toContain('Redondeado hacia abajo a $125,000: los precios van en pasos de $25,000.');
    });
    expect(getByRole(el, 'region', { name: 'Mapa de las comunidades en tu rango de precios' })).toBeTruthy();
    noEnglishIn(el);
  });

  it('hb-featured-communities: cards, their link and the link to all; spec.md’s empty message in Spanish', async () => {
    fakeApi({ 'GET /api/community': () => success({ results: seed.communities }), ...names });
    const el = await mountFresh('featured-communities', 'lang="es"');
    await waitFor(() => expect(getByRole(el, 'link', { name: 'Ver todas nuestras comunidades' })).toBeTruthy());
    const first = getAllByRole(el, 'listitem')[0];
    expect(within(first).getByRole('link', { name: /^Ver / })).toBeTruthy();
    expect(first.textContent).toContain('En venta ahora');
    expect(first.textContent).toMatch(/habitaciones|baños|pies cuadrados/);
    noEnglishIn(el);
    document.body.innerHTML = '';
    fakeApi({ 'GET /api/community': () => success({ results: [] }), ...names });
    const empty = await mountFresh('featured-communities', 'lang="es"');
    await waitFor(() => expect(empty.textContent).toContain('No se encontraron comunidades'));
  });

  it('hb-neighbor-regions and hb-section-nav: heading, links and the bar’s name', async () => {
    fakeApi({
      'GET /api/region': () => success({ results: seed.regions }),
      'GET /api/video': () => success({ results: seed.videos }),
    });
    const el = await mountFresh('neighbor-regions', 'lang="es"');
    await waitFor(() => expect(getByRole(el, 'link', { name: `Comunidades en ${seed.regions[0].name}` })).toBeTruthy());
    expect(getByRole(el, 'heading', { name: 'Conoce a tus vecinos, región por región' })).toBeTruthy();
    noEnglishIn(el);
    const nav = await mountFresh('section-nav', `lang="es" data-sections='[{"id":"rates","label":"Tasas"}]'`);
    await waitFor(() => expect(getByRole(nav, 'navigation', { name: 'En esta página' })).toBeTruthy());
  });

  it('hb-site-plan: title, tools, lots named for a listener, legend, filter and count, the lot card', async () => {
    fakeApi({
      'GET /api/community/3': () => success({ result: lakeside }),
      'GET /api/lot': () => success({ results: seed.lots[3] }),
    });
    const el = await mountFresh('site-plan', 'lang="es" data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'heading', { name: `Plano del sitio de ${lakeside.name}` })).toBeTruthy());
    expect(getByRole(el, 'button', { name: 'Acercar' })).toBeTruthy();
    expect(getByRole(el, 'group', { name: 'Plano del sitio' })).toBeTruthy();
    const lots = seed.lots[3];
    const free = lots.filter((l) => l.status === 'available').length;
    await waitFor(() => expect(el.textContent).toContain(`${free} de ${lots.length} lotes disponibles`));
    expect(getByRole(el, 'list', { name: 'Leyenda de los lotes' }).textContent).toContain('Casa modelo');
    const lot = lots.find((l) => l.status === 'available')!;
    const button = getByRole(el, 'button', { name: new RegExp(`^Lote ${lot.label}, disponible`) });
    fireEvent.click(getByRole(el, 'checkbox', { name: 'Solo disponibles' }));
    await waitFor(() =>
      expect(el.textContent).toContain(
        free === 1 ? 'Se muestra el 1 lote disponible' : `Se muestran los ${free} lotes`,
      ),
    );
    fireEvent.click(button);
    await waitFor(() => expect(getByRole(el, 'heading', { name: `Lote ${lot.label}` })).toBeTruthy());
    expect(el.textContent).toContain('Sobreprecio del lote');
    noEnglishIn(el);
  });

  it('hb-community: the microsite’s sections, header and overview', async () => {
    fakeApi({ 'GET /api/community/3': () => success({ result: lakeside }), ...names });
    const el = await mountFresh('community', 'lang="es" data-community-id="3"');
    await waitFor(() => expect(getByRole(el, 'region', { name: `Acerca de ${lakeside.name}` })).toBeTruthy());
    expect(getByRole(el, 'link', { name: 'Resumen' })).toBeTruthy();
    expect(getByRole(el, 'button', { name: 'Ver el plano del sitio' })).toBeTruthy();
    expect(el.textContent).toContain('Cómo llegar');
    expect(getByRole(el, 'region', { name: 'Casas listas para mudarse' })).toBeTruthy();
    noEnglishIn(el);
  });

  it('hb-community-amenities: the filter, the status with its plural, the house’s pin; a failed amenities read in Spanish', async () => {
    const id = Number(Object.keys(seed.amenities)[0]);
    const community = seed.communities.find((c) => c.id === id)!;
    const amenity = seed.amenities[id].find((a) => a.pins.length > 1)!;
    fakeApi({
      [`GET /api/community/${id}`]: () => success({ result: community }),
      [`GET /api/community/${id}/amenities`]: () => success({ results: seed.amenities[id] }),
    });
    const el = await mountFresh('community-amenities', `lang="es" data-community-id="${id}"`);
    await waitFor(() => expect(getByRole(el, 'group', { name: 'Lugares cercanos' })).toBeTruthy());
    expect(getByRole(el, 'button', { name: `${community.name} (esta comunidad)` })).toBeTruthy();
    fireEvent.click(getByRole(el, 'radio', { name: `${amenity.name} (${amenity.pins.length})` }));
    await waitFor(() =>
      expect(el.textContent).toContain(`${amenity.name}: ${amenity.pins.length} lugares cerca de ${community.name}`),
    );
    noEnglishIn(el);
    document.body.innerHTML = '';
    fakeApi({
      [`GET /api/community/${id}`]: () => success({ result: community }),
      [`GET /api/community/${id}/amenities`]: () => json({ status: 'failure' }),
    });
    const failed = await mountFresh('community-amenities', `lang="es" data-community-id="${id}"`);
    await waitFor(() => expect(getByRole(failed, 'alert').textContent).toBe(readMessagesEs['No amenities found']));
  });
});
