/**
 * The one script a CMS page includes: <script type="module" src="/widgets/loader.js">.
 * Framework-free and tiny: it finds widget elements (present now or added later), fetches each
 * widget's code only when needed, and runs the page behaviours every page shares.
 */
import { scrollToDeepLink } from './deep-link-scroll';
import { manifest } from './manifest';
import { schedule } from './schedule';

const FLAG = Symbol.for('hb-widgets.loader');
const globals = window as unknown as Record<symbol, boolean>;

// CMS pages often include the script twice, sometimes under two URLs: run once.
if (!globals[FLAG]) {
  globals[FLAG] = true;

  // A stub element for every widget of the manifest: the browser itself finds <hb-*> elements,
  // now and later. (A failed manifest is reported by the first widget that needs it.)
  manifest.then((widgets) => {
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
  }, () => {});

  // The same widgets from <div data-hb-widget="name">, for editors that strip unknown tags.
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll<HTMLElement>('[data-hb-widget]')) schedule(el, el.dataset.hbWidget!);
  };
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof HTMLElement) {
          if (node.dataset.hbWidget) schedule(node, node.dataset.hbWidget);
          scan(node);
        }
  }).observe(document.documentElement, { childList: true, subtree: true });
  scan(document);

  scrollToDeepLink();
}
