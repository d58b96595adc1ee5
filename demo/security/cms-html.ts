import sanitize from 'sanitize-html';
import { CMS_HTML_POLICY } from '../../core/security/sanitize-html';
import { safeUrl } from '../../core/security/safe-url';

/**
 * What the demo's editor stores, as the widgets show CMS HTML (core/security/sanitize-html.ts):
 * the same tags and attributes, data-* kept as DOMPurify keeps them, href and src only through
 * safeUrl, rel="noopener noreferrer" on a link with a target. So no meta refresh, no form, no
 * script, style, frame or handler. Besides, a div with data-hb-* only, so the editor can show
 * the div form as well as the link form (sanitize-html: DOMPurify is not safe without a browser).
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...CMS_HTML_POLICY.ALLOWED_TAGS, 'div'],
    allowedAttributes: { '*': [...CMS_HTML_POLICY.ALLOWED_ATTR, 'data-*'], div: ['data-hb-*'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (tagName, attribs) => {
        const kept = { ...attribs };
        for (const name of ['href', 'src']) if (name in kept && !safeUrl(kept[name])) delete kept[name];
        if ('target' in kept) kept.rel = 'noopener noreferrer';
        return { tagName, attribs: kept };
      },
    },
  });
}
