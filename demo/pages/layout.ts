import { html, Raw } from '../html';

export interface LayoutOptions {
  title: string;
  body: Raw;
  /** Site settings for the widgets, written into #hb-widgets-config as the CMS would. */
  config?: Record<string, unknown>;
  /** Which build the page loads: the shipped one, or the React one for the benchmark. */
  build?: 'widgets' | 'react-widgets';
  /** Set by the community microsite pages: deep links scroll with the taller offset. */
  description?: string;
  /** The page's language (docs/i18n.md): the widgets speak it. */
  lang?: 'en' | 'es';
}

/** The builder's phone in the site settings: a widget whose data cannot load and whose editor gave no fallback offers it. */
export const BUILDER_PHONE = '863-555-0100';

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/gallery', 'Widget gallery'],
  ['/our-communities', 'Communities'],
  ['/our-floorplans', 'Floorplans'],
  ['/buying-process', 'Buying process'],
  ['/home-financing', 'Home financing'],
  ['/contact-us', 'Contact us'],
  ['/my-favorites', 'My favorites'],
];

/** The builder's phone as a tel: link target (E.164). */
const BUILDER_TEL = `tel:+1${BUILDER_PHONE.replace(/\D/g, '')}`;

/** The builder's main call to action, in the header and the footer of every page. */
const TOUR: [string, string] = ['/schedule-a-visit', 'Schedule a tour'];

/** The logo: a file, as a CMS's media library serves it (the demo's CSP allows no inline SVG styles or scripts). */
const logo = (): Raw =>
  html`<a class="cms-brand" href="/"><img class="cms-brand__mark" src="/demo-static/logo.svg" alt="" width="40" height="40"><span>Lakeland Homes</span></a>`;

/**
 * The phone link: "Call 863-555-0100" from tablets up; "Call" on a phone, where the number is
 * read but not shown (the visible word starts the link's name, WCAG 2.5.3).
 */
const phone = (): Raw =>
  html`<a class="cms-phone" href="${BUILDER_TEL}">Call <span class="cms-phone__number">${BUILDER_PHONE}</span></a>`;

/** What the CMS renders at the foot of every page, inside its own footer. */
const footerWidget = (): Raw =>
  html`<hb-footer><p><a href="/site-map">Site map</a> · <a href="/contact-us">Contact us</a></p></hb-footer>`;

/** The page shell a CMS would render: its own header and footer, our loader, our widgets. */
export function layout({
  title,
  body,
  config = {},
  build = 'widgets',
  description,
  lang = 'en',
}: LayoutOptions): string {
  return `<!doctype html>${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Lakeland Homes (demo)</title>
${description ? html`<meta name="description" content="${description}">` : ''}
<link rel="stylesheet" href="/demo-static/cms.css">
<link rel="stylesheet" href="/${build}/widgets.css">
<script type="application/json" id="hb-widgets-config">${new Raw(JSON.stringify({ phone: BUILDER_PHONE, ...config }).replace(/</g, '\\u003c'))}</script>
<script type="module" src="/${build}/loader.js"></script>
</head>
<body>
<a class="cms-skip" href="#main">Skip to content</a>
<header class="cms-header">
  <div class="cms-header__bar">
    ${logo()}
    <div class="cms-header__actions">${phone()}<a class="cms-cta" href="${TOUR[0]}">${TOUR[1]}</a></div>
  </div>
  <nav class="cms-nav" aria-label="Main"><ul>${NAV.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></nav>
</header>
<main id="main" class="cms-main">
${body}
</main>
<footer class="cms-footer">
<div class="cms-footer__inner">
  <div class="cms-footer__brand">
    ${logo()}
    <p>New homes across Polk County, Florida.</p>
    <p>${phone()}</p>
    <p><a class="cms-cta" href="${TOUR[0]}">${TOUR[1]}</a></p>
  </div>
  ${footerWidget()}
  <p class="cms-footer__legal">Demo CMS for the widget bundle. Seeded data for Polk County, Florida; nothing here is a real listing.</p>
</div>
</footer>
</body>
</html>`}`;
}
