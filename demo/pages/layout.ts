import { html, Raw } from '../html';
import { CHROME, hasCounterpart, otherLanguagePage, type SiteLang } from './languages';

export interface LayoutOptions {
  title: string;
  body: Raw;
  /** Site settings for the widgets, written into #hb-widgets-config as the CMS would. */
  config?: Record<string, unknown>;
  /** Which build the page loads: the shipped one, or the React one for the benchmark. */
  build?: 'widgets' | 'react-widgets';
  /** Set by the community microsite pages: deep links scroll with the taller offset. */
  description?: string;
  /** The page's language (docs/i18n.md): the widgets speak it, and the CMS's header, menu and footer are in it. */
  lang?: SiteLang;
  /** The page's address: its language link leads to the same page in the other language (demo/pages/languages.ts). */
  path?: string;
}

/** The builder's phone in the site settings: a widget whose data cannot load and whose editor gave no fallback offers it. */
export const BUILDER_PHONE = '863-555-0100';

/** The builder's phone as a tel: link target (E.164). */
const BUILDER_TEL = `tel:+1${BUILDER_PHONE.replace(/\D/g, '')}`;

/** The logo: a file, as a CMS's media library serves it (the demo's CSP allows no inline SVG styles or scripts). */
const logo = (home: string): Raw =>
  html`<a class="cms-brand" href="${home}"><img class="cms-brand__mark" src="/demo-static/logo.svg" alt="" width="40" height="40"><span>Lakeland Homes</span></a>`;

/**
 * The phone link: "Call 863-555-0100" from tablets up; "Call" on a phone, where the number is
 * read but not shown (the visible word starts the link's name, WCAG 2.5.3).
 */
const phone = (call: string): Raw =>
  html`<a class="cms-phone" href="${BUILDER_TEL}">${call} <span class="cms-phone__number">${BUILDER_PHONE}</span></a>`;

/** What the CMS renders at the foot of every page, inside its own footer. */
const footerWidget = (links: [string, string][]): Raw =>
  html`<hb-footer><p>${links.map(([href, text], i) => html`${i ? ' · ' : ''}<a href="${href}">${text}</a>`)}</p></hb-footer>`;

/**
 * The language link (issue 35): the other language's name in that language, marked as such
 * (lang for the screen reader's voice, hreflang for the page it opens), to the same page in the
 * other language where there is one, else to the other language's home page.
 */
const languageLink = (path: string, lang: SiteLang): Raw => {
  const other = otherLanguagePage(path, lang);
  return html`<a class="cms-lang" href="${other.href}" hreflang="${other.lang}" lang="${other.lang}">${CHROME[lang].switchTo}</a>`;
};

/** The page shell a CMS would render: its own header and footer, our loader, our widgets. */
export function layout({
  title,
  body,
  config = {},
  build = 'widgets',
  description,
  lang = 'en',
  path = '/',
}: LayoutOptions): string {
  const words = CHROME[lang];
  const [tourHref, tourText] = words.tour;
  const other = otherLanguagePage(path, lang);
  return `<!doctype html>${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${words.site}</title>
${hasCounterpart(path, lang) ? html`<link rel="alternate" hreflang="${other.lang}" href="${other.href}">` : ''}
${description ? html`<meta name="description" content="${description}">` : ''}
<link rel="stylesheet" href="/demo-static/cms.css">
<link rel="stylesheet" href="/${build}/widgets.css">
<script type="application/json" id="hb-widgets-config">${new Raw(JSON.stringify({ phone: BUILDER_PHONE, ...config }).replace(/</g, '\\u003c'))}</script>
<script type="module" src="/${build}/loader.js"></script>
</head>
<body>
<a class="cms-skip" href="#main">${words.skip}</a>
<header class="cms-header">
  <div class="cms-header__bar">
    ${logo(words.home)}
    <div class="cms-header__actions">${phone(words.call)}<a class="cms-cta" href="${tourHref}">${tourText}</a></div>
  </div>
  <nav class="cms-nav" aria-label="${words.navLabel}"><div class="cms-nav__inner"><ul>${words.nav.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>${languageLink(path, lang)}</div></nav>
</header>
<main id="main" class="cms-main">
${body}
</main>
<footer class="cms-footer">
<div class="cms-footer__inner">
  <div class="cms-footer__brand">
    ${logo(words.home)}
    <p>${words.tagline}</p>
    <p>${phone(words.call)}</p>
    <p><a class="cms-cta" href="${tourHref}">${tourText}</a></p>
  </div>
  ${footerWidget(words.footerLinks)}
  <p class="cms-footer__legal">${words.legal}</p>
</div>
</footer>
</body>
</html>`}`;
}
