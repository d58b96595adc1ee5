// @vitest-environment happy-dom
import { findByRole, fireEvent, getAllByRole, getByRole, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryModal } from '../../../../core/carousel';
import { floorPlanImages } from '../../../../core/carousel';
import carouselEn from '../../../../core/carousel/messages.en';
import carouselEs from '../../../../core/carousel/messages.es';
import { SITE_SECTIONS } from '../../../../core/communities';
import { defineWidget, useLang } from '../../../../core/mount';
import { mountIn } from './mount-in';
import { WARRANTIES } from '../../../../core/rules/about';
import { Loader, ShowMoreList } from '../../../../core/ui';
import uiEn from '../../../../core/ui/messages.en';
import uiEs from '../../../../core/ui/messages.es';
import showMoreEn from '../../../../core/ui/show-more.en';
import showMoreEs from '../../../../core/ui/show-more.es';
import videoEn from '../../../../core/ui/video/messages.en';
import videoEs from '../../../../core/ui/video/messages.es';
import { VideoModal } from '../../../../core/ui/video';
import { createSeed } from '../../../../demo/data';
import { apiRoutes } from '../../../../demo/api';
import { createDemoState } from '../../../../demo/state';
import awards from '../../../../widgets/awards';
import awardsEn from '../../../../widgets/awards/messages.en';
import awardsEs from '../../../../widgets/awards/messages.es';
import buildingProcess from '../../../../widgets/building-process';
import processEn from '../../../../widgets/building-process/messages.en';
import processEs from '../../../../widgets/building-process/messages.es';
import career from '../../../../widgets/career';
import careerEn from '../../../../widgets/career/messages.en';
import careerEs from '../../../../widgets/career/messages.es';
import careers from '../../../../widgets/careers';
import careersEn from '../../../../widgets/careers/messages.en';
import careersEs from '../../../../widgets/careers/messages.es';
import contactUs from '../../../../widgets/contact-us';
import contactUsEn from '../../../../widgets/contact-us/messages.en';
import contactUsEs from '../../../../widgets/contact-us/messages.es';
import event from '../../../../widgets/event';
import eventEn from '../../../../widgets/event/messages.en';
import eventEs from '../../../../widgets/event/messages.es';
import exceptionalService from '../../../../widgets/exceptional-service';
import serviceEn from '../../../../widgets/exceptional-service/messages.en';
import serviceEs from '../../../../widgets/exceptional-service/messages.es';
import footer from '../../../../widgets/footer';
import footerEn from '../../../../widgets/footer/messages.en';
import footerEs from '../../../../widgets/footer/messages.es';
import gallery from '../../../../widgets/gallery';
import galleryEn from '../../../../widgets/gallery/messages.en';
import galleryEs from '../../../../widgets/gallery/messages.es';
import homeownerStories from '../../../../widgets/homeowner-stories';
import storiesEn from '../../../../widgets/homeowner-stories/messages.en';
import storiesEs from '../../../../widgets/homeowner-stories/messages.es';
import localCommitment from '../../../../widgets/local-commitment';
import localEn from '../../../../widgets/local-commitment/messages.en';
import localEs from '../../../../widgets/local-commitment/messages.es';
import notFound from '../../../../widgets/not-found';
import notFoundEn from '../../../../widgets/not-found/messages.en';
import notFoundEs from '../../../../widgets/not-found/messages.es';
import referralProgram from '../../../../widgets/referral-program';
import referralEn from '../../../../core/forms/react/pre-form/messages.en';
import referralEs from '../../../../core/forms/react/pre-form/messages.es';
import serviceRequest from '../../../../widgets/service-request';
import serviceRequestEn from '../../../../widgets/service-request/messages.en';
import serviceRequestEs from '../../../../widgets/service-request/messages.es';
import siteMap from '../../../../widgets/site-map';
import siteMapEn from '../../../../widgets/site-map/messages.en';
import siteMapEs from '../../../../widgets/site-map/messages.es';
import pagesEs from '../../../../widgets/site-map/pages.es';
import team from '../../../../widgets/team';
import teamEn from '../../../../widgets/team/messages.en';
import teamEs from '../../../../widgets/team/messages.es';
import teamMember from '../../../../widgets/team-member';
import memberEn from '../../../../widgets/team-member/messages.en';
import memberEs from '../../../../widgets/team-member/messages.es';
import testimonials from '../../../../widgets/testimonials';
import testimonialsEn from '../../../../widgets/testimonials/messages.en';
import testimonialsEs from '../../../../widgets/testimonials/messages.es';
import videos from '../../../../widgets/videos';
import videosEn from '../../../../widgets/videos/messages.en';
import videosEs from '../../../../widgets/videos/messages.es';
import warranty from '../../../../widgets/warranty';
import warrantyEn from '../../../../widgets/warranty/messages.en';
import warrantyEs from '../../../../widgets/warranty/messages.es';
import { fakeFetch } from '../../core/api/fake-fetch';

/** This area's catalogs, English beside Spanish. */
const CATALOGS = [
  [uiEn, uiEs],
  [carouselEn, carouselEs],
  [showMoreEn, showMoreEs],
  [videoEn, videoEs],
  [awardsEn, awardsEs],
  [processEn, processEs],
  [careerEn, careerEs],
  [careersEn, careersEs],
  [contactUsEn, contactUsEs],
  [eventEn, eventEs],
  [serviceEn, serviceEs],
  [footerEn, footerEs],
  [galleryEn, galleryEs],
  [storiesEn, storiesEs],
  [localEn, localEs],
  [notFoundEn, notFoundEs],
  [referralEn, referralEs],
  [serviceRequestEn, serviceRequestEs],
  [siteMapEn, siteMapEs],
  [teamEn, teamEs],
  [memberEn, memberEs],
  [testimonialsEn, testimonialsEs],
  [videosEn, videosEs],
  [warrantyEn, warrantyEs],
] as const;

const messages = (catalog: object): string[] =>
  Object.values(catalog).flatMap((m: string | Record<string, string>) =>
    typeof m === 'string' ? [m] : Object.values(m),
  );
const spanish = CATALOGS.flatMap(([, es]) => messages(es)).join('\n');
/**
 * The English sentences of this area's catalogs: each message's parts between placeholders, of two
 * words or more, that the Spanish does not share (names such as "Instagram" read the same).
 */
const ENGLISH = [
  ...new Set(
    CATALOGS.flatMap(([en]) => messages(en))
      .flatMap((m) => m.split(/\{\w+\}/))
      .map((part) => part.replace(/^[\s,.:;()]+|[\s,.:;()]+$/g, ''))
      .filter((part) => /\w+\s+\w+/.test(part) && !spanish.includes(part)),
  ),
];

/** What a visitor reads or hears in an element: its text, and every accessible name and alt text. */
function heard(el: HTMLElement): string {
  const names = [...el.querySelectorAll('[aria-label], [alt], [title]')].flatMap((e) =>
    ['aria-label', 'alt', 'title'].map((a) => e.getAttribute(a) ?? ''),
  );
  return [el.textContent ?? '', ...names].join('\n');
}

const expectNoEnglish = (el: HTMLElement) => expect(ENGLISH.filter((s) => heard(el).includes(s))).toEqual([]);

beforeEach(() => {
  // The demo server's API over its seeded data, answered in-process.
  const api = apiRoutes(createDemoState(), createSeed());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A video dialog's player frame does not load from the network here.
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
  fakeFetch(async (call) => {
    const answer = await api.request(`${call.url.pathname}${call.url.search}`, {
      method: call.method,
      headers: { 'content-type': call.headers.get('content-type') ?? 'application/json' },
      body: call.method === 'GET' ? undefined : call.body,
    });
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

/** Waits until the widget's read has shown (its loader gone). */
const settled = (el: HTMLElement) => vi.waitFor(() => expect(el.querySelector('.hb-loader')).toBeNull());

describe('the content widgets inside <div lang="es">', () => {
  it('hb-awards: the jump list and each year’s count in Spanish, plurals chosen by count', async () => {
    const el = await mountIn('es', awards);
    const jump = await findByRole(el, 'navigation', { name: 'Ir a un año' });
    const links = within(jump)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.some((l) => /^\d{4}, 1 premio$/.test(l ?? ''))).toBe(true);
    expect(links.some((l) => /^\d{4}, [2-9]\d* premios$/.test(l ?? ''))).toBe(true);
    expectNoEnglish(el);
  });

  it('hb-building-process: steps, status, named buttons and durations in Spanish', async () => {
    const el = await mountIn('es', buildingProcess);
    const slideshow = getByRole(el, 'region', { name: 'Nuestro proceso de construcción' });
    expect(getByRole(slideshow, 'status').textContent).toBe('Paso 1 de 8');
    expect(getByRole(slideshow, 'heading', { name: 'Visita una casa modelo' })).toBeTruthy();
    fireEvent.click(getByRole(slideshow, 'button', { name: 'Paso siguiente' }));
    await vi.waitFor(() => expect(getByRole(slideshow, 'status').textContent).toBe('Paso 2 de 8'));
    fireEvent.click(getByRole(slideshow, 'button', { name: 'Paso siguiente' }));
    await vi.waitFor(() => expect(getByRole(slideshow, 'status').textContent).toBe('Paso 3 de 8'));
    expect(slideshow.textContent).toContain('Del contrato al inicio de la construcción: de 90 a 120 días');
    fireEvent.click(getByRole(slideshow, 'button', { name: 'Paso 8: Garantía y atención al propietario' }));
    await vi.waitFor(() => expect(slideshow.textContent).toContain('10 años de garantía estructural'));
    expect(getByRole(slideshow, 'button', { name: 'Paso anterior' }).textContent).toBe('Anterior');
    expectNoEnglish(el);
  });

  it('hb-careers and hb-career: counts, facts and dates in Spanish', async () => {
    const list = await mountIn('es', careers);
    await vi.waitFor(() => expect(list.textContent).toMatch(/\d+ puestos? disponibles?/));
    expect(list.textContent).toMatch(/Publicado el \d{1,2} de [a-z]+ de \d{4}/);
    expectNoEnglish(list);
    const one = await mountIn('es', career, 'data-career-id="2"');
    await findByRole(one, 'link', { name: 'Todos los puestos disponibles' });
    for (const term of ['Departamento', 'Ubicación', 'Jornada', 'Publicado'])
      expect(within(one).getByText(term, { selector: 'dt' })).toBeTruthy();
    expect(within(one).getByText('Publicado', { selector: 'dt' }).nextElementSibling!.textContent).toMatch(
      /^\d{1,2} de [a-z]+ de \d{4}$/,
    );
  });

  it('hb-contact-us: the model centers beside the form in Spanish', async () => {
    const el = await mountIn('es', contactUs);
    const centers = getByRole(el, 'region', { name: 'Visita una casa modelo' });
    await vi.waitFor(() => expect(within(centers).getAllByRole('link')[0].textContent).toMatch(/^Llama a .+ al /));
    expectNoEnglish(centers);
  });

  it('hb-event: when, where and the date on Florida’s clock in Spanish', async () => {
    const el = await mountIn('es', event, 'data-event-id="1"');
    const when = await vi.waitFor(() => within(el).getByText('Cuándo', { selector: 'dt' }));
    expect(when.nextElementSibling!.textContent).toMatch(
      /^sábado, 16 de enero de 2027, de 10:00\sa\.\s?m\. a 4:00\sp\.\s?m\.$/,
    );
    expect(within(el).getByText('Dónde', { selector: 'dt' })).toBeTruthy();
  });

  it('hb-exceptional-service: the button, the dialog, its close button and the warranties in Spanish', async () => {
    const el = await mountIn('es', exceptionalService, 'data-phone="(863) 555-0150"');
    fireEvent.click(getByRole(el, 'button', { name: 'Nuestro servicio excepcional' }));
    const dialog = await findByRole(el, 'dialog', { name: 'Nuestra promesa de servicio excepcional' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(dialog.textContent).toContain('Dos años de garantía de sistemas');
    expect(within(dialog).getByRole('link', { name: 'Solicita servicio de garantía' })).toBeTruthy();
    expect(dialog.textContent).toContain('Llama al servicio al propietario al (863) 555-0150.');
    expectNoEnglish(el);
  });

  it('hb-footer: the promise, links, headings and a new tab said in Spanish; the addresses unchanged', async () => {
    const el = await mountIn('es', footer);
    expect(el.textContent).toContain('Estrena casa con solo $25 de pago inicial, con hasta $25K en opciones.');
    const explore = getByRole(el, 'navigation', { name: 'Explora' });
    expect(within(explore).getByRole('link', { name: 'Encuentra tu comunidad' }).getAttribute('href')).toBe(
      '/our-communities',
    );
    expect(getByRole(el, 'link', { name: 'Instagram (se abre en una pestaña nueva)' })).toBeTruthy();
    await findByRole(el, 'heading', { name: 'Llama a una casa modelo' });
    expectNoEnglish(el);
  });

  it('hb-gallery: tags, counts, the carousel’s buttons and status, and the dialog in Spanish; the address keeps the English tag', async () => {
    const el = await mountIn('es', gallery);
    const group = await findByRole(el, 'group', { name: 'Mostrar (una etiqueta a la vez)' });
    await vi.waitFor(() =>
      expect(getByRole(el, 'status').textContent).toMatch(/^Mostrando \d+ imágenes( y \d+ videos?)?\.$/),
    );
    const videosTag = within(group).queryByRole('button', { name: 'Videos' });
    fireEvent.click(getAllByRole(el, 'button', { name: /.+/ }).find((b) => b.getAttribute('aria-haspopup'))!);
    const dialog = await findByRole(el, 'dialog');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Imagen siguiente' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Imagen anterior' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/Imagen 1 de \d+/);
    expectNoEnglish(el);
    if (videosTag) {
      fireEvent.click(videosTag);
      expect(new URL(location.href).searchParams.get('tag')).toBe('Videos');
    }
  });

  it('hb-homeowner-stories, hb-local-commitment, hb-team, hb-testimonials, hb-videos, hb-warranty: Spanish headings, names and no English', async () => {
    const stories = await mountIn('es', homeownerStories);
    await findByRole(stories, 'navigation', { name: 'Conoce a nuestros propietarios' });
    const local = await mountIn('es', localCommitment);
    const people = await mountIn('es', team);
    expect(getByRole(people, 'heading', { name: 'Conoce a nuestro equipo', level: 2 })).toBeTruthy();
    const quotes = await mountIn('es', testimonials);
    const clips = await mountIn('es', videos);
    expect(getByRole(clips, 'heading', { name: 'Videos prácticos para tu casa' })).toBeTruthy();
    const play = await vi.waitFor(() => getAllByRole(clips, 'button', { name: /^Reproducir / })[0]);
    fireEvent.click(play);
    expect(within(await findByRole(clips, 'dialog')).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    const terms = await mountIn('es', warranty);
    expect(getByRole(terms, 'heading', { name: 'La garantía de tu casa nueva' })).toBeTruthy();
    expect(getByRole(terms, 'heading', { name: 'Un año Garantía de mano de obra' })).toBeTruthy();
    for (const el of [stories, local, people, quotes, clips, terms]) {
      await settled(el);
      expectNoEnglish(el);
    }
  });

  it('hb-not-found: the message, the ways back and the suggestions in Spanish', async () => {
    const el = await mountIn('es', notFound);
    expect(getByRole(el, 'heading', { name: 'Lo sentimos, no encontramos esa página' })).toBeTruthy();
    const ways = await findByRole(el, 'navigation', { name: 'Encuentra el camino de vuelta' });
    expect(within(ways).getByRole('link', { name: 'Nuestros planos' }).getAttribute('href')).toBe('/our-floorplans');
    expect(within(ways).getAllByRole('link', { name: /^Comunidades en / }).length).toBeGreaterThan(0);
    expect(getByRole(el, 'heading', { name: 'Nuestras comunidades más nuevas' })).toBeTruthy();
  });

  it('hb-referral-program: shows (its forms are the forms engine’s); hb-service-request: the directory in Spanish', async () => {
    await mountIn('es', referralProgram);
    const el = await mountIn('es', serviceRequest);
    await findByRole(el, 'heading', { name: 'Directorio de contratistas' });
    expect(getAllByRole(el, 'heading', { level: 3 }).some((h) => /^Condado de /.test(h.textContent ?? ''))).toBe(true);
    expect(within(el).getAllByText('Subcontratista', { selector: 'dt' }).length).toBeGreaterThan(0);
    expect(getAllByRole(el, 'link', { name: /^Llama a .+ al / }).length).toBeGreaterThan(0);
    expectNoEnglish(el);
  });

  it('hb-site-map: its name, the communities and every page of the site in Spanish; the addresses unchanged', async () => {
    const el = await mountIn('es', siteMap);
    const map = await findByRole(el, 'navigation', { name: 'Mapa del sitio' });
    await findByRole(map, 'link', { name: 'Nuestras comunidades' });
    expect(getByRole(map, 'heading', { name: 'Propietarios' })).toBeTruthy();
    expect(getByRole(map, 'link', { name: 'Solicitud de servicio' }).getAttribute('href')).toBe('/service-request');
    const english = SITE_SECTIONS.flatMap((s) => [s.title, ...s.pages.map((p) => p.label)]);
    expect(english.filter((w) => !(w in pagesEs))).toEqual([]);
    expect(Object.keys(pagesEs).filter((w) => !english.includes(w))).toEqual([]);
    expectNoEnglish(el);
  });

  it('hb-team-member: the portrait’s alt text and the way back in Spanish; a member not found says so in Spanish', async () => {
    const el = await mountIn('es', teamMember, 'data-seo-name="robert-hensley"');
    await findByRole(el, 'img', { name: 'Retrato de Robert Hensley' });
    expect(getByRole(el, 'link', { name: 'Conoce a todo el equipo' })).toBeTruthy();
    const gone = await mountIn('es', teamMember, 'data-seo-name="nobody-here"');
    await vi.waitFor(() => expect(gone.textContent).toContain('No encontramos a “nobody-here” en nuestro equipo.'));
  });
});

describe('core/ui and core/carousel in Spanish', () => {
  const words = defineWidget('words', {}, () => {
    const lang = useLang();
    return (
      <>
        <Loader />
        <ShowMoreList
          items={Array.from({ length: 30 }, (_, i) => i)}
          itemKey={(i) => i}
          renderItem={(i) => <span>{i}</span>}
          pageSize={12}
          noun={lang === 'es' ? ['casa', 'casas'] : ['home', 'homes']}
          resetKey=""
          empty={null}
        />
        <VideoModal open onClose={() => undefined} title="Magnolia" url="https://example.com/not-a-video" />
        <GalleryModal
          open
          onClose={() => undefined}
          title="Aspen"
          images={floorPlanImages('Aspen', [{ img: { small: '/a.svg', large: '/a.svg' } }], lang)}
        />
      </>
    );
  });

  it('the loader, "Show more", an unplayable video and a floor plan’s zoom and alt text', async () => {
    const el = await mountIn('es', words);
    expect(el.textContent).toContain('Cargando…');
    expect(el.textContent).toContain('Mostrando 12 de 30 casas');
    fireEvent.click(getByRole(el, 'button', { name: 'Mostrar 12 casas más' }));
    expect(await findByRole(el, 'button', { name: 'Mostrar 6 casas más' })).toBeTruthy();
    expect(el.textContent).toContain('Este video no se puede reproducir aquí en este momento.');
    expect(getByRole(el, 'img', { name: 'Plano de Aspen, plano' })).toBeTruthy();
    fireEvent.click(getByRole(el, 'button', { name: 'Ampliar' }));
    expect(await findByRole(el, 'region', { name: 'Vista ampliada: Plano de Aspen, plano' })).toBeTruthy();
    expectNoEnglish(el);
    const english = await mountIn('en', words);
    expect(english.textContent).toContain('Showing 12 of 30 homes');
    expect(getByRole(english, 'img', { name: 'Aspen floor plan, floor plan' })).toBeTruthy();
  });

  it('the warranties’ English words follow spec.md section 9’s terms', () => {
    const terms = Object.fromEntries(WARRANTIES.map((w) => [w.covers, w.term]));
    for (const catalog of [serviceEn, warrantyEn, processEn])
      expect([catalog.structuralTerm, catalog.systemsTerm, catalog.workmanshipTerm]).toEqual([
        terms.structural,
        terms.systems,
        terms.workmanship,
      ]);
  });

  it('speaks to the visitor in tú, never usted', () => {
    expect(spanish).not.toMatch(/\busted(es)?\b|\bsu(s)? (casa|correo|teléfono|nombre|visita)\b|\bllame\b|\bvisite\b/i);
  });
});
