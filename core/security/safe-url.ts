/** Schemes a link or image from the API or the CMS may use; everything else is dropped. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The one check every API- or CMS-provided URL passes before it reaches an href or src.
 * preact, unlike React, renders `javascript:` URLs as they are, and a click runs them.
 * Returns the URL when it is http(s), mailto, tel or relative; otherwise undefined.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // A list renders the same addresses again and again (a filter change brings cards back): each
  // answer is kept, so parsing a URL happens once per address, not once per render.
  if (checked.has(value)) return checked.get(value);
  if (checked.size >= REMEMBERED) checked.clear();
  const answer = check(value);
  checked.set(value, answer);
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
