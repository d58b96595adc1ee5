/**
 * The one script a CMS page includes: <script type="module" src="/widgets/loader.js">.
 * Framework-free and tiny: it finds widget elements (present now or added later), fetches each
 * widget's code only when needed, and runs the page behaviours every page shares.
 */
import { fail } from './load-widget';
import { lineOf, MANIFEST, manifestLine } from './manifest';
import { schedule } from './schedule';
import { widgetLinks } from './widget-links';

const FLAG = Symbol.for('hb-widgets.loader');
const globals = window as unknown as Record<symbol, boolean>;

// CMS pages often include the script twice, sometimes under two URLs: run once.
if (!globals[FLAG]) {
  globals[FLAG] = true;

  // Widget elements: <hb-*> elements nobody defined (a CMS plugin's own hb-section-nav stays
  // its), the same widgets as <div data-hb-widget="name">, for editors that strip unknown tags,
  // and as links, for editors that strip data-* too; also those a CMS script adds later. A link
  // is scheduled as it is (near the viewport): the widget's mount puts the widget's element around it.
  const widgets = `:not(:defined),[data-hb-widget],${widgetLinks()}`;
  // A widget's line of the manifest is asked for as soon as the widget is found, its code only
  // when scheduled. Without its line (after its retry) the widget cannot load: the element keeps
  // its fallback and hears it (hb:error, reason 'manifest').
  const found = (el: HTMLElement) => {
    const tag = el.localName;
    // Another library's element waiting for its definition is not ours (0).
    const name = tag.startsWith('hb-')
      ? tag.slice(3)
      : tag.includes('-')
        ? 0
        : (el.dataset.hbWidget ?? new URLSearchParams((el as HTMLAnchorElement).hash.slice(1)).get('hb-widget')!);
    if (name === 0) return;
    // The name becomes part of URLs (its line, its files): lowercase letters, digits and hyphens
    // only, so none reaches outside the manifest's folder (../../print/x, ..%2F). Anything else
    // keeps its fallback (a link stays a link) and hears reason 'manifest', named by the folder
    // alone; the manifest says whether it knows a well-formed name (no line: 404, the same).
    if (/[^a-z\d-]/.test(name)) return fail(el, name, MANIFEST);
    manifestLine(name).catch((error) => fail(el, name, lineOf(name), error));
    schedule(el, name);
  };

  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof HTMLElement) {
          if (node.matches(widgets)) found(node);
          node.querySelectorAll<HTMLElement>(widgets).forEach(found);
        }
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.querySelectorAll<HTMLElement>(widgets).forEach(found);
  // widgets.css holds every widget link's box until now; from here only the links scheduled above (in widgetLinksIn).
  document.documentElement.classList.add('hb-loaded');

  // An address with a fragment scrolls to it (spec.md "Any page"): that code is a chunk of its own.
  const start = performance.now();
  if (location.hash)
    import('./deep-link-scroll').then(
      (m) => m.default(start),
      () => {},
    );
}
