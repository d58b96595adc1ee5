/** Schemes a link or image from the API or the CMS may use; everything else is dropped. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The one check every API- or CMS-provided URL passes before it reaches an href or src.
 * preact, unlike React, renders `javascript:` URLs as they are, and a click runs them.
 * Returns the URL when it is http(s), mailto, tel or relative; otherwise undefined.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers ignore tabs, newlines and leading control characters in a scheme ("java\tscript:").
  const cleaned = value.replace(/[\u0000-\u001F\u007F]+/g, '').trim();
  if (cleaned === '') return undefined;
  let url: URL;
  try {
    url = new URL(cleaned, 'https://relative.invalid/');
  } catch {
    return undefined;
  }
  return ALLOWED.has(url.protocol) ? cleaned : undefined;
}
