import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { apiRoutes } from './api';
import { corsFor } from './api/cors';
import { FORM_TEMPLATES } from './api/form-templates';
import { limitBodies } from './api/body-limits';
import { isSignedIn } from './api/session';
import { controlGuard, controlRoutes } from './control';
import { createSeed, type Seed } from './data';
import { faultMiddleware } from './faults';
import type { WidgetDeclaration } from '../build/declaration';
import { DEVELOPER_FILES } from '../build/developer-files';
import { EDITOR_CONFIG, editorBody, publish } from './pages/editor';
import { GALLERY_CONFIG, galleryBody } from './pages/gallery';
import { snippetBuilderBody } from './pages/snippet-builder';
import { twiceBody } from './pages/twice';
import { layout } from './pages/layout';
import { notFoundBody } from './pages/site';
import { AREAS } from './pages/registry';
import { floorPlanImage } from './floor-plan-image';
import { placeholderImage } from './placeholder-image';
import { guardHost } from './security/public-origin';
import { FRAME_ANCESTORS, frameAncestors, securityHeaders } from './security/security-headers';
import { type DemoSettings, demoSettings } from './security/settings';
import { createDemoState, type DemoState } from './state';
import { serveFile } from './static';

const here = import.meta.dirname;

/** What a page's settings switch on, and the hosts each needs (docs/deploying.md, "Content-Security-Policy"). */
interface PolicySettings {
  apiBase?: unknown;
  mapsApiKey?: unknown;
  recaptchaSiteKey?: unknown;
}
const has = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The Content-Security-Policy a host page needs for the widgets: scripts and styles from files
 * only (no inline script, no inline <style>). Google's hosts only on a page whose settings use
 * them: the maps' with a mapsApiKey, reCAPTCHA's with a recaptchaSiteKey. (www.google.com also
 * serves JSONP, e.g. /complete/search, which a script-src allowing it would run.)
 */
export const contentSecurityPolicy = (settings: PolicySettings = {}) => {
  const maps = has(settings.mapsApiKey);
  const recaptcha = has(settings.recaptchaSiteKey);
  const apiOrigin = has(settings.apiBase) ? new URL(settings.apiBase as string).origin : '';
  const directive = (name: string, ...sources: (string | false)[]) => [name, ...sources].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    directive(
      'script-src',
      "'self'",
      maps && 'https://maps.googleapis.com',
      recaptcha && 'https://www.google.com https://www.gstatic.com',
    ),
    "style-src 'self' https://fonts.googleapis.com",
    // The API's pictures (apiUrl reads them against apiBase) and its pseudo-confirmation frame.
    directive('img-src', "'self' data:", apiOrigin, maps && 'https://*.googleapis.com https://*.gstatic.com'),
    "font-src 'self' https://fonts.gstatic.com",
    directive(
      'connect-src',
      "'self'",
      apiOrigin,
      maps && 'https://*.googleapis.com',
      recaptcha && 'https://www.google.com',
    ),
    directive(
      'frame-src',
      "'self'",
      apiOrigin,
      recaptcha && 'https://www.google.com',
      'https://www.youtube-nocookie.com https://player.vimeo.com',
    ),
    "object-src 'none'",
    "base-uri 'self'",
    // The printable pricing sheet and communities list post to the API.
    directive('form-action', "'self'", apiOrigin),
    FRAME_ANCESTORS,
  ].join('; ');
};

export interface DemoOptions {
  /** The folder holding widgets/ (and react-widgets/ when built). */
  distRoot: string;
  state?: DemoState;
  /** The data the API serves (default: createSeed()); the benchmark passes a bigger one. */
  seed?: Seed;
  /** Origins whose pages may call this API (CORS_ORIGINS); none by default. */
  corsOrigins?: string[];
  /** Settings every page gets in #hb-widgets-config, as a CMS's site settings (e.g. apiBase: another server). */
  siteConfig?: Record<string, unknown>;
  /** Allowed hosts, the controls' token, proxy trust (default: loopback only, a random token). */
  settings?: DemoSettings;
  /**
   * What this server is (DEMO_ROLE): 'whole' (default) the CMS with its API; 'pages' a CMS that is
   * not the API (its pages, gallery and the bundle only; siteConfig.apiBase names the API, and no
   * page prints loggedIn, which such a CMS cannot know); 'api' the API with its pictures and
   * documents, and no pages. One of each shows an API on another origin (docs/demo.md).
   */
  role?: 'whole' | 'pages' | 'api';
}

export function createApp({
  distRoot,
  state = createDemoState(),
  seed = createSeed(),
  corsOrigins = [],
  siteConfig = {},
  settings = demoSettings(),
  role = 'whole',
}: DemoOptions): Hono {
  const servesPages = role !== 'api';
  const servesApi = role !== 'pages';
  const app = new Hono();
  // Before anything else: every answer gets the security headers, and a foreign Host none.
  app.use('*', securityHeaders());
  app.use('*', guardHost(settings));
  app.use('*', limitBodies());
  // The built widgets' declarations (attributes, descriptions), as the build wrote them.
  const declarations = (): WidgetDeclaration[] => {
    const file = join(distRoot, DEVELOPER_FILES.declarations);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  };

  for (const folder of ['widgets', 'react-widgets'])
    app.get(`/${folder}/*`, (c) => serveFile(c, join(distRoot, folder), c.req.path.slice(folder.length + 2)));
  app.get('/demo-static/*', (c) => serveFile(c, join(here, 'static'), c.req.path.slice('/demo-static/'.length)));
  app.get('/favicon.ico', (c) => c.body(null, 204));
  if (servesApi) {
    app.get('/demo-assets/:name{floor-plan-.+}', (c) => floorPlanImage(c, c.req.param('name')));
    app.get('/demo-assets/:name', (c) => placeholderImage(c, c.req.param('name')));
    app.route('/demo', controlRoutes(state, settings.controls));
    for (const prefix of ['/api/*', '/forms/*', '/my-favorites/*']) {
      if (corsOrigins.length) app.use(prefix, corsFor(corsOrigins));
      app.use(
        prefix,
        faultMiddleware(() => state.faults),
      );
    }
    // The hidden pseudo-confirmation frame sits in pages of the listed origins too (issue 31).
    if (corsOrigins.length)
      app.use('/forms/pseudo-confirmation', async (c, next) => {
        await next();
        c.res.headers.set('Content-Security-Policy', `default-src 'none'; ${frameAncestors(corsOrigins)}`);
      });
    // The forms' templates (spec.md section 2) are the CMS's too: a page on another origin asks them with the API.
    if (corsOrigins.length) for (const path of FORM_TEMPLATES.keys()) app.use(path, corsFor(corsOrigins));
    app.route('/', apiRoutes(state, seed));
  }
  if (!servesPages) return app;
  /** What a page prints as loggedIn: a CMS that is not the API cannot know, and prints nothing. */
  const signedIn = (c: Context) => (servesApi ? { loggedIn: isSignedIn(state, c) } : {});

  const pages = AREAS.flatMap((a) => a.pages);
  const cards = AREAS.flatMap((a) => a.cards);
  /** A page, under the policy its own settings need. */
  const send = (c: Context, page: Parameters<typeof layout>[0]) => {
    c.header('Content-Security-Policy', contentSecurityPolicy(page.config));
    c.header('Cache-Control', 'no-store');
    return c.html(layout({ path: c.req.path, ...page }));
  };
  const build = (c: Context) => (c.req.query('build') === 'react' ? 'react-widgets' : 'widgets');
  const gallery = (c: Context) =>
    send(c, {
      title: 'Widget gallery',
      body: galleryBody({
        cards,
        declarations: declarations(),
        loaderUrl: new URL(`/${build(c)}/loader.js`, c.req.url).href,
      }),
      config: { ...siteConfig, ...GALLERY_CONFIG },
      build: build(c),
    });
  app.get('/gallery', gallery);
  app.get('/gallery/snippet-builder', (c) =>
    send(c, {
      title: 'Snippet builder',
      body: snippetBuilderBody(cards, declarations()),
      config: siteConfig,
      build: build(c),
    }),
  );
  const publishing = settings.controls !== 'off';
  app.get('/demo/editor', (c) =>
    send(c, {
      title: 'A CMS editor',
      body: editorBody(state, { publishing }),
      config: { ...siteConfig, ...EDITOR_CONFIG },
      build: build(c),
    }),
  );
  // Publishing is a control: the token, from this site only, and nothing with DEMO_CONTROLS=off.
  if (settings.controls !== 'off')
    app.post('/demo/editor', controlGuard(settings.controls.token), (c) => publish(c, state));
  app.get('/demo/twice', (c) => {
    const built = new Set(declarations().map((d) => d.name));
    // ?lang=es: the same page in Spanish (tests/browser/every-widget-twice.test.ts).
    const lang = c.req.query('lang') === 'es' ? 'es' : 'en';
    return send(c, {
      title: lang === 'es' ? 'Cada widget dos veces, en español' : 'Every widget twice',
      config: siteConfig,
      body: twiceBody(
        cards.filter((card) => built.has(card.widget)),
        lang,
      ),
      build: build(c),
      lang,
    });
  });
  // The Spanish home page is /es/; /es leads there.
  app.get('/es', (c) => c.redirect('/es/', 301));
  if (!pages.some((p) => p.path === '/')) app.get('/', gallery);
  for (const page of pages)
    app.get(page.path, async (c) =>
      send(c, {
        title: page.title,
        body: await page.body(c),
        config: { ...siteConfig, ...page.config, ...signedIn(c) },
        build: build(c),
        lang: page.lang,
      }),
    );
  // A page address nobody serves gets the site's 404 page (status 404), as a CMS's 404 template; files and calls keep a plain 404.
  const isPageAddress = (c: Context) =>
    c.req.method === 'GET' &&
    !/^\/(api|forms|widgets|react-widgets|demo-static|demo-assets|demo-documents|demo)\//.test(c.req.path) &&
    !/\.[a-z0-9]+$/i.test(c.req.path);
  app.notFound((c) => {
    if (!isPageAddress(c)) return c.text('Not found', 404);
    c.status(404);
    return send(c, {
      title: 'Page not found',
      body: notFoundBody(),
      config: { ...siteConfig, ...signedIn(c) },
      build: build(c),
    });
  });
  return app;
}
