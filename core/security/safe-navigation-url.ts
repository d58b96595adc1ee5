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
  const safe = safeUrl(value);
  const base = documentBase();
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
