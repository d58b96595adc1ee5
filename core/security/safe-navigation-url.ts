import { safeUrl } from './safe-url';

/** The document's base (its address, or its <base href>), against which links are read. */
const documentBase = () => (typeof document !== 'undefined' ? document.baseURI : globalThis.location?.href);

/**
 * The check for an address the visitor is sent to: a link that leaves a widget or a change of
 * `location`. Beyond safeUrl's schemes it must be http(s) and stay on this page's origin or one
 * of `allowedOrigins` ('https://cms.example.com'): '//evil.example', '/\evil' and '\\evil',
 * which safeUrl lets through as relative, are other hosts to a browser and are refused.
 * Returns the URL as given when it passes; otherwise undefined.
 */
export function safeNavigationUrl(value: unknown, allowedOrigins: readonly string[] = []): string | undefined {
  const base = documentBase();
  // The answer depends on the address, the page's base and the allowed origins: kept for the
  // common call without extra origins, so a list's links are parsed once, not at every render.
  if (typeof value !== 'string' || allowedOrigins.length || !base) return check(value, base, allowedOrigins);
  // The base's query and fragment change with a list's filters and never decide an origin.
  const key = `${base.replace(/[?#].*$/s, '')} ${value}`;
  if (checked.has(key)) return checked.get(key);
  if (checked.size >= REMEMBERED) checked.clear();
  const answer = check(value, base, allowedOrigins);
  checked.set(key, answer);
  return answer;
}

/** How many answers are kept before starting over. */
const REMEMBERED = 2_000;
const checked = new Map<string, string | undefined>();

function check(value: unknown, base: string | undefined, allowedOrigins: readonly string[]): string | undefined {
  const safe = safeUrl(value);
  if (!safe || !base) return undefined;
  let url: URL;
  try {
    url = new URL(safe, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === new URL(base).origin || allowedOrigins.includes(url.origin) ? safe : undefined;
}
