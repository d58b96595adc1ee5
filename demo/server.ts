/**
 * `npm start`: the demo CMS on PORT (default 8080), serving dist/ as a CDN would, the API over
 * seeded data, and a page per screen. See the README for its controls (/demo/faults, /demo/submissions).
 */
import { serve } from '@hono/node-server';
import { DEFAULT_OUT_ROOT } from '../esbuild.config';
import { createApp } from './app';
import { corsOrigins } from './api/cors';

const port = Number(process.env.PORT) || 8080;
// CORS_ORIGINS=http://localhost:8081 lets pages of that origin call this API; API_BASE=http://localhost:8080/
// makes this server's pages call that one (run one of each to see a cross-origin apiBase).
const app = createApp({ distRoot: DEFAULT_OUT_ROOT, corsOrigins: corsOrigins(), siteConfig: process.env.API_BASE ? { apiBase: process.env.API_BASE } : {} });
serve({ fetch: app.fetch, port, hostname: process.env.HOST || '127.0.0.1' }, ({ port: p }) => {
  console.log(`Demo CMS on http://localhost:${p}/  (gallery at /gallery, submissions at /demo/submissions)`);
});
