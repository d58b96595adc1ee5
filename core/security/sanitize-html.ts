import type { Config } from 'dompurify';
import { safeUrl } from './safe-url';

type Purifier = typeof import('dompurify').default;

/** CMS text may format and link, never script: no style, forms, frames or event handlers (the demo's editor stores by it too). */
export const CMS_HTML_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'img',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'target', 'rel'],
} satisfies Config;

let purifier: Promise<Purifier> | undefined;
let loaded: Purifier | undefined;
const loadPurifier = () => (purifier ??= import('dompurify').then((m) => (loaded = m.default)));

/**
 * Links and images must also pass safeUrl; a link with any target (a new tab, a named window)
 * gets rel="noopener noreferrer", so the page it opens cannot reach back to this one.
 */
function sanitizeWith(DOMPurify: Purifier, html: string): string {
  DOMPurify.removeAllHooks();
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !safeUrl(value)) node.removeAttribute(name);
    }
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return DOMPurify.sanitize(html, CMS_HTML_POLICY) as string;
}

/** Sanitizes CMS HTML with DOMPurify, loaded only by widgets that render HTML (its own chunk). */
export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith(await loadPurifier(), html);
}

/** The same at once, once DOMPurify has loaded (else undefined). */
export const sanitizeHtmlNow = (html: string): string | undefined => (loaded ? sanitizeWith(loaded, html) : undefined);

/**
 * A read whose answer shows CMS HTML, settled only once the sanitizer has loaded too (asked for
 * in parallel), so the HTML appears formatted in the same render as the rest: plain text first
 * would change height and move what follows. If the sanitizer cannot load, the read settles anyway.
 */
export const withSanitizer = <T>(read: Promise<T>): Promise<T> =>
  Promise.all([read, loadPurifier().catch(() => undefined)]).then(([answer]) => answer);
