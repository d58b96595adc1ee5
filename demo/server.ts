/**
 * `npm start`: the demo CMS on PORT (default 8080), serving dist/ as a CDN would, the API over
 * seeded data, and a page per screen. See the README for its controls (/demo/faults, /demo/submissions).
 */
import { serve } from '@hono/node-server';
import { DEFAULT_OUT_ROOT } from '../esbuild.config';
import { createApp } from './app';

const port = Number(process.env.PORT) || 8080;
serve({ fetch: createApp({ distRoot: DEFAULT_OUT_ROOT }).fetch, port, hostname: process.env.HOST || '127.0.0.1' }, ({ port: p }) => {
  console.log(`Demo CMS on http://localhost:${p}/  (gallery at /gallery, submissions at /demo/submissions)`);
});
