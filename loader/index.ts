/**
 * The one script a CMS page includes: <script type="module" src="/widgets/loader.js">.
 * Framework-free and tiny: it finds widget elements (present now or added later), fetches each
 * widget's code only when needed, and runs the page behaviours every page shares.
 */
import { fail } from './load-widget';
import { MANIFEST, manifest } from './manifest';
import { schedule } from './schedule';
import { widgetLinks } from './widget-links';

const FLAG = Symbol.for('hb-widgets.loader');
const globals = window as unknown as Record<symbol, boolean>;

// CMS pages often include the script twice, sometimes under two URLs: run once.
if (!globals[FLAG]) {
  globals[FLAG] = true;

  // The same widgets from <div data-hb-widget="name">, for editors that strip unknown tags, and
  // from links, for editors that strip data-* too; also those a CMS script adds later. A link is
  // scheduled as it is (near the viewport): the widget's mount puts the widget's element around it.
  const forms = `[data-hb-widget],${widgetLinks()}`;
  const nameOf = (el: HTMLElement) => el.dataset.hbWidget ?? new URLSearchParams((el as HTMLAnchorElement).hash.slice(1)).get('hb-widget')!;
  const found = (el: HTMLElement) => schedule(el, nameOf(el));

  // A stub element for every widget of the manifest: the browser itself finds <hb-*> elements,
  // now and later. Without a manifest (after its retry) no widget can load: every widget element
  // of the page keeps its fallback and hears it (hb:error, reason 'manifest'); a div or link
  // added later hears it when scheduled.
  manifest.then(
    ({ default: widgets }) => {
      for (const name in widgets)
        if (!customElements.get(`hb-${name}`))
          customElements.define(
            `hb-${name}`,
            class extends HTMLElement {
              connectedCallback() {
                schedule(this, name);
              }
            },
          );
    },
    (error) => {
      for (const el of document.querySelectorAll<HTMLElement>('*'))
        if (el.localName.startsWith('hb-')) fail(el, el.localName.slice(3), MANIFEST, error);
        else if (el.matches(forms)) fail(el, nameOf(el), MANIFEST, error);
    },
  );

  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof HTMLElement) {
          if (node.matches(forms)) found(node);
          node.querySelectorAll<HTMLElement>(forms).forEach(found);
        }
  }).observe(document.documentElement, { childList: true, subtree: true });
  document.querySelectorAll<HTMLElement>(forms).forEach(found);
  // widgets.css holds every widget link's box until now; from here only the links scheduled above (in widgetLinksIn).
  document.documentElement.classList.add('hb-loaded');

  // An address with a fragment scrolls to it (spec.md "Any page"): that code is a chunk of its own.
  const start = performance.now();
  if (location.hash) import('./deep-link-scroll').then((m) => m.default(start), () => {});
}
