import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Requests from a listed origin: their writes (favorites, accounts) count as the site's own. */
const listed = new WeakSet<Request>();

/**
 * The answer the CMS's API gives pages on other origins (CORS_ORIGINS=https://www.example.com,…):
 * those origins, with credentials (the my-favorites session cookie), the methods and headers the
 * widgets send (X-Requested-With on every call and JSON bodies make the browser ask first, and
 * forms add Idempotency-Key), Retry-After readable for ky's retries, and the preflight cached 2 h
 * (Chromium's ceiling). Any other origin gets no CORS headers, so the browser refuses the answer.
 */
export function corsFor(origins: string[]): MiddlewareHandler {
  return cors({
    origin: (origin, c) => {
      if (!origins.includes(origin)) return null;
      listed.add(c.req.raw);
      return origin;
    },
    credentials: true,
    allowMethods: ['GET', 'POST', 'DELETE'],
    allowHeaders: ['Content-Type', 'X-Requested-With', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After'],
    maxAge: 7200,
  });
}

export const fromListedOrigin = (c: Context) => listed.has(c.req.raw);

/** CORS_ORIGINS as a list: comma-separated origins, none when unset. */
export const corsOrigins = (value = process.env.CORS_ORIGINS) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
