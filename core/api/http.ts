import ky, { type KyInstance } from 'ky';
import { readConfig } from '../platform/config';

/** Requests give up after this long, retries included (ky's timeout covers them all). */
export const REQUEST_TIMEOUT_MS = 10_000;

let instance: { base: string; ky: KyInstance } | undefined;

/** The base every call is relative to: apiBase from the page's config, else this origin. */
export function apiBase(): string {
  return new URL(readConfig().apiBase || '/', location.href).href;
}

/**
 * The one HTTP client. Reads are retried on flaky answers (ky retries GET only by our
 * choice: a POST is a lead, and a retried POST could double it).
 */
export function http(): KyInstance {
  const base = apiBase();
  if (instance?.base !== base) {
    instance = {
      base,
      ky: ky.create({
        prefixUrl: base,
        // With apiBase on another origin, my-favorites needs its session cookie there too (docs/deploying.md, "An API on another origin").
        credentials: 'include',
        timeout: REQUEST_TIMEOUT_MS,
        retry: { limit: 2, methods: ['get'], backoffLimit: 2_000 },
        headers: { 'X-Requested-With': 'hb-widgets' },
      }),
    };
  }
  return instance.ky;
}
