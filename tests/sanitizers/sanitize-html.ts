import sanitizeHtml from 'sanitize-html';
import { installedVersion, type Sanitizer } from './sanitizer';

/** sanitize-html at its defaults, in Node, as a CMS built on Node (Apostrophe, many headless CMSes) runs it. */
export function sanitizeHtmlDefaults(): Sanitizer {
  return {
    label: `sanitize-html ${installedVersion('sanitize-html')}`,
    column: 'sanitize-html',
    sanitize: async (snippets) => snippets.map((html) => sanitizeHtml(html)),
  };
}
