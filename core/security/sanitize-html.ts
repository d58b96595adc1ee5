import type { Config } from 'dompurify';
import { safeUrl } from './safe-url';

/** CMS text may format and link, never script: no style, forms, frames or event handlers. */
const POLICY: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span', 'img'],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'target', 'rel'],
};

let purifier: Promise<typeof import('dompurify').default> | undefined;

/**
 * Sanitizes CMS HTML with DOMPurify, loaded only by widgets that render HTML (its own chunk).
 * Links and images must also pass safeUrl; a link with any target (a new tab, a named window)
 * gets rel="noopener noreferrer", so the page it opens cannot reach back to this one.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const DOMPurify = await (purifier ??= import('dompurify').then((m) => m.default));
  DOMPurify.removeAllHooks();
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !safeUrl(value)) node.removeAttribute(name);
    }
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return DOMPurify.sanitize(html, POLICY) as string;
}
