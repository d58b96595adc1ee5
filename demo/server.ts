/**
 * `npm start`: the demo CMS on PORT (default 8080), serving dist/ as a CDN would, the API over
 * seeded data, and a page per screen. It listens on 127.0.0.1 unless HOST says otherwise; see
 * docs/demo.md, "Security of the demo", for HOST, ALLOWED_HOSTS, DEMO_TOKEN, DEMO_CONTROLS and TRUST_PROXY.
 */
import { DEFAULT_OUT_ROOT } from '../esbuild.config';
import { createApp } from './app';
import { corsOrigins } from './api/cors';
import { listen } from './listen';
import { TOKEN_HEADER } from './security/demo-token';
import { settingsFromEnv } from './security/settings';

const port = Number(process.env.PORT) || 8080;
const hostname = process.env.HOST || '127.0.0.1';
const settings = settingsFromEnv();
// CORS_ORIGINS=http://localhost:8081 lets pages of that origin call this API; API_BASE=http://localhost:8080/
// makes this server's pages call that one. DEMO_ROLE=api serves the API alone, DEMO_ROLE=pages the
// pages alone: one of each is a CMS with its API on another origin (docs/demo.md).
const role = process.env.DEMO_ROLE ?? 'whole';
if (role !== 'whole' && role !== 'pages' && role !== 'api')
  throw new Error(`[demo] DEMO_ROLE "${role}" is none of whole, pages, api: leave it unset for the whole demo`);
if (role === 'pages' && !process.env.API_BASE)
  throw new Error('[demo] DEMO_ROLE=pages needs API_BASE, the API server, e.g. API_BASE=http://localhost:8080/');
const app = createApp({
  distRoot: DEFAULT_OUT_ROOT,
  corsOrigins: corsOrigins(),
  siteConfig: process.env.API_BASE ? { apiBase: process.env.API_BASE } : {},
  settings,
  role,
});
void listen(app.fetch, { port, hostname }).then(({ port: p }) => {
  console.log(`Demo CMS on http://localhost:${p}/  (gallery at /gallery, submissions at /demo/submissions)`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(hostname))
    console.warn(
      `[demo] Listening on ${hostname}: anyone who can reach this machine can use the demo, its accounts and the leads sent to it. Keep HOST unset on a shared network.`,
    );
  if (settings.allowedHosts.length)
    console.log(`[demo] Also answering as: ${settings.allowedHosts.join(', ')} (ALLOWED_HOSTS).`);
  if (settings.controls === 'off') console.log('[demo] /demo controls are off (DEMO_CONTROLS=off).');
  else
    console.log(
      `[demo] /demo controls need the header ${TOKEN_HEADER}: ${settings.controls.token}${process.env.DEMO_TOKEN ? ' (from DEMO_TOKEN)' : ' (new every start; set DEMO_TOKEN to keep one)'}`,
    );
});
