import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { apiRoutes } from './api';
import { limitBodies } from './api/body-limits';
import { isSignedIn } from './api/session';
import { controlRoutes } from './control';
import { createSeed, type Seed } from './data';
import { faultMiddleware } from './faults';
import { galleryBody } from './pages/gallery';
import { layout } from './pages/layout';
import { AREAS } from './pages/registry';
import { placeholderImage } from './placeholder-image';
import { guardHost } from './security/public-origin';
import { FRAME_ANCESTORS, securityHeaders } from './security/security-headers';
import { type DemoSettings, demoSettings } from './security/settings';
import { createDemoState, type DemoState } from './state';
import { serveFile } from './static';

const here = import.meta.dirname;

/**
 * The Content-Security-Policy a host page needs for the widgets: scripts and styles from files
 * only (no inline script, no inline <style>), plus the Google hosts the maps and reCAPTCHA use.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://maps.googleapis.com https://www.google.com https://www.gstatic.com",
  "style-src 'self' https://fonts.googleapis.com",
  "img-src 'self' data: https://*.googleapis.com https://*.gstatic.com",
  "font-src 'self' https://fonts.gstatic.com",
  "connect-src 'self' https://*.googleapis.com https://www.google.com",
  "frame-src 'self' https://www.google.com https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  FRAME_ANCESTORS,
].join('; ');

export interface DemoOptions {
  /** The folder holding widgets/ (and react-widgets/ when built). */
  distRoot: string;
  state?: DemoState;
  /** The data the API serves (default: createSeed()); the benchmark passes a bigger one. */
  seed?: Seed;
  /** Allowed hosts, the controls' token, proxy trust (default: loopback only, a random token). */
  settings?: DemoSettings;
}

export function createApp({ distRoot, state = createDemoState(), seed = createSeed(), settings = demoSettings() }: DemoOptions): Hono {
  const app = new Hono();
  // Before anything else: every answer gets the security headers, and a foreign Host none.
  app.use('*', securityHeaders());
  app.use('*', guardHost(settings));
  app.use('*', limitBodies());
  const builtWidgets = () => {
    const dir = join(distRoot, 'widgets');
    return existsSync(dir) ? readdirSync(dir).filter((f) => /^[a-z-]+-[A-Z0-9]{8}\.js$/.test(f)).map((f) => f.replace(/-[A-Z0-9]{8}\.js$/, '')) : [];
  };

  for (const folder of ['widgets', 'react-widgets']) app.get(`/${folder}/*`, (c) => serveFile(c, join(distRoot, folder), c.req.path.slice(folder.length + 2)));
  app.get('/demo-static/*', (c) => serveFile(c, join(here, 'static'), c.req.path.slice('/demo-static/'.length)));
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/demo-assets/:name', (c) => placeholderImage(c, c.req.param('name')));

  app.route('/demo', controlRoutes(state, settings.controls));
  for (const prefix of ['/api/*', '/forms/*', '/my-favorites/*']) app.use(prefix, faultMiddleware(() => state.faults));
  app.route('/', apiRoutes(state, seed));

  const pages = AREAS.flatMap((a) => a.pages);
  const cards = AREAS.flatMap((a) => a.cards);
  const send = (c: Context, body: string) => {
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return c.html(body);
  };
  const gallery = (c: Context) =>
    send(c, layout({ title: 'Widget gallery', body: galleryBody(cards, builtWidgets()), build: c.req.query('build') === 'react' ? 'react-widgets' : 'widgets' }));
  app.get('/gallery', gallery);
  if (!pages.some((p) => p.path === '/')) app.get('/', gallery);
  for (const page of pages)
    app.get(page.path, async (c) =>
      send(c, layout({ title: page.title, body: await page.body(c), config: { ...page.config, loggedIn: isSignedIn(state, c) }, build: c.req.query('build') === 'react' ? 'react-widgets' : 'widgets' })),
    );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
