/** Schemes a link or image from the API or the CMS may use; everything else is dropped. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The page's base (its address, or its <base href>): a relative address already means it. */
const documentBase = () => (typeof document !== 'undefined' ? document.baseURI : globalThis.location?.href);

/**
 * The one check every API- or CMS-provided URL passes before it reaches an href or src.
 * preact, unlike React, renders `javascript:` URLs as they are, and a click runs them.
 * Returns the URL when it is http(s), mailto, tel or relative; otherwise undefined.
 *
 * With a `base` (apiBase, for what the API answers: images, documents, videos), a relative or
 * protocol-relative address is read against it, so '/demo-assets/a.svg' from an API on another
 * origin is asked of that origin, not of the CMS page's (issue 31). It is returned as given when
 * it already means the same address from this page (an API on the page's own origin).
 */
export function safeUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  // A list renders the same addresses again and again (a filter change brings cards back): each
  // answer is kept, so parsing a URL happens once per address, not once per render.
  const page = base ? documentBase() : undefined;
  const key = base ? `${page?.replace(/[?#].*$/s, '')} ${base} ${value}` : value;
  if (checked.has(key)) return checked.get(key);
  if (checked.size >= REMEMBERED) checked.clear();
  const safe = check(value);
  const answer = safe && base ? resolve(safe, base, page) : safe;
  checked.set(key, answer);
  return answer;
}

/** How many answers are kept before starting over (a page shows a few hundred addresses at most). */
const REMEMBERED = 2_000;
const checked = new Map<string, string | undefined>();

function check(value: string): string | undefined {
  // Browsers ignore tabs, newlines and leading control characters in a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point (see above)
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

/** A checked address read against `base`; as given when the page reads it the same way. */
function resolve(safe: string, base: string, page: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(safe, base);
  } catch {
    return undefined;
  }
  if (!ALLOWED.has(url.protocol)) return undefined;
  try {
    if (page && new URL(safe, page).href === url.href) return safe;
  } catch {
    // The page's own base cannot read it: the absolute form below can.
  }
  return url.href;
}
