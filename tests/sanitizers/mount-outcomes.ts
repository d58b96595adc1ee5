import { type Element as ParsedElement, type Node as ParsedNode, Window } from 'happy-dom';
import type { Demo } from '../browser/harness';

/**
 * What became of one sanitized snippet on a published page: its widget mounted (and the rest of
 * the snippet left nothing visible beside it, or did: wpautop closes a <p> around an element and
 * leaves its fallback outside); refused an attribute the sanitizer mangled; failed to load or
 * render; did not answer in time; or nothing of the widget was left to mount.
 */
export type Outcome =
  | 'mounted'
  | 'mounted, text left beside it'
  | 'attribute error'
  | 'failed'
  | 'no answer'
  | 'stripped';

export interface Published {
  widget: string;
  /** The snippet as the CMS stored and displays it. */
  html: string;
}

/** How long a page may take to settle (every widget mounted, failed, or refused an attribute): generous for a busy machine. */
const SETTLE_MS = 30_000;

/**
 * Snippets a page: each widget mounts on its own, so many share a page; forty widgets that all
 * mount keep a page's loading within what a busy two-core machine settles in time.
 */
const PAGE_SIZE = 40;
/** Pages open at once: each mounts dozens of widgets, and the machine has two cores. */
const PARALLEL_PAGES = 2;

/**
 * Publishes every snippet on pages of the demo CMS and tells, for each, whether its widget
 * mounted. Sanitizers often leave the same markup: each distinct (widget, markup) is published once,
 * and markup that no longer names its widget anywhere (no `hb-<name>` element, no
 * `data-hb-widget="<name>"`, no `#hb-widget=<name>` link) is 'stripped' without a page: a loader
 * reading it has nothing to take up.
 */
export async function mountOutcomes(demo: Demo, published: Published[]): Promise<Outcome[]> {
  const keys = new Map(published.map((p) => [p, `${p.widget}\n${canonicalHtml(p.html)}`]));
  const key = (p: Published) => keys.get(p)!;
  const outcomes = new Map<string, Outcome>();
  const distinct = [...new Map(published.map((p) => [key(p), p])).values()].filter((p) => {
    const traced = namesItsWidget(p.widget, key(p));
    if (!traced) outcomes.set(key(p), 'stripped');
    return traced;
  });
  const pages = Array.from({ length: Math.ceil(distinct.length / PAGE_SIZE) }, (_, i) =>
    distinct.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE),
  );
  for (let first = 0; first < pages.length; first += PARALLEL_PAGES)
    await Promise.all(
      pages.slice(first, first + PARALLEL_PAGES).map(async (page) => {
        const results = await publishPage(demo, page);
        page.forEach((p, i) => outcomes.set(key(p), results[i]));
      }),
    );
  return published.map((p) => outcomes.get(key(p))!);
}

/** The markup (canonical) still names its widget as the loader reads names: an element, an attribute, a link. */
const namesItsWidget = (widget: string, markup: string) =>
  markup.includes(`<hb-${widget}`) || new RegExp(`hb-widget(?:\\W|%3D){0,6}${widget}\\b`, 'i').test(markup);

const parser = new Window().document.createElement('template');

/**
 * The markup as a page's DOM holds it: attributes in order of name, comments gone, runs of white
 * space as one space, white space between elements gone. Sanitizers that differ only there (quotes,
 * attribute order, line breaks) leave the same DOM, and so the same outcome: published once.
 */
export function canonicalHtml(html: string): string {
  parser.innerHTML = html;
  const write = (node: ParsedNode): string => {
    if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (node.nodeType !== 1) return '';
    const el = node as ParsedElement;
    const attributes = [...el.attributes]
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    return `<${el.localName}${attributes ? ` ${attributes}` : ''}>${[...el.childNodes].map(write).join('')}</${el.localName}>`;
  };
  return [...parser.content.childNodes].map(write).join('');
}

/**
 * Publishes snippets as the body of one page of the demo CMS (its template: the loader, the
 * settings script and the strict Content-Security-Policy; editors paste no scripts), scrolls
 * through it as a visitor does, and tells for each snippet whether its widget mounted.
 * Each snippet gets a section of its own, so each outcome is its own.
 */
async function publishPage(demo: Demo, published: Published[]): Promise<Outcome[]> {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const body = published.map(({ html }, i) => `<section data-published="${i}">\n${html}\n</section>`).join('\n');
    await context.route(`${demo.baseUrl}/demo/published`, async (route) => {
      const template = await route.fetch({ url: `${demo.baseUrl}/demo/blank` });
      const page = (await template.text()).replace(
        /(<main[^>]*>)[\s\S]*(<\/main>)/,
        (_, open, close) => `${open}\n${body}\n${close}`,
      );
      await route.fulfill({ response: template, body: page });
    });
    // Hear every widget's hb:ready and hb:error from the start (an init script runs outside the page's CSP).
    await context.addInitScript(() => {
      const heard = new Map<EventTarget, { widget: string; outcome: string }>();
      (window as unknown as { heard: typeof heard }).heard = heard;
      const hear = (outcome: (reason: string) => string) => (e: Event) => {
        const { widget, reason } = (e as CustomEvent<{ widget: string; reason: string }>).detail;
        heard.set(e.target!, { widget, outcome: outcome(reason) });
      };
      document.addEventListener(
        'hb:ready',
        hear(() => 'mounted'),
        true,
      );
      document.addEventListener(
        'hb:error',
        hear((reason) => (reason === 'attribute' ? 'attribute error' : 'failed')),
        true,
      );
    });
    const page = await context.newPage();
    await page.goto(`${demo.baseUrl}/demo/published`);
    return await page.evaluate(
      async ({ widgets, settleMs }) => {
        const heard = (window as unknown as { heard: Map<EventTarget, { widget: string; outcome: Outcome }> }).heard;
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const sections = widgets.map((_, i) => document.querySelector<HTMLElement>(`[data-published="${i}"]`)!);
        // The widget's hosts in a section: whatever the loader took up (data-hb-name) or could.
        const hosts = (i: number) =>
          Array.from(
            sections[i].querySelectorAll<HTMLElement>(
              `hb-${widgets[i]}, [data-hb-widget="${widgets[i]}"], [data-hb-name="${widgets[i]}"]`,
            ),
          );
        const failed = (host: HTMLElement) => host.dataset.hbState === 'failed';
        const settled = (host: HTMLElement) => heard.has(host) || failed(host);
        // The loader has run: it found every widget element of the page.
        while (!(Symbol.for('hb-widgets.loader') in window)) await frame();
        // Widgets load near the viewport: pass by every section, as a visitor scrolling down does,
        // then go back to any widget that has not started (a neighbour grew and pushed it away).
        for (const section of sections) {
          section.scrollIntoView();
          await frame();
          await frame();
        }
        const unsettled = () => widgets.flatMap((_, i) => hosts(i)).filter((host) => !settled(host));
        const deadline = performance.now() + settleMs;
        for (let waiting = unsettled(); waiting.length && performance.now() < deadline; waiting = unsettled()) {
          waiting.find((host) => !host.dataset.hbState)?.scrollIntoView();
          await frame();
          await frame();
        }
        // Visible text of the snippet outside every host: a fallback the widget did not replace.
        const textBeside = (i: number) => {
          const text = document.createTreeWalker(sections[i], NodeFilter.SHOW_TEXT);
          for (let node = text.nextNode(); node; node = text.nextNode())
            if (
              node.textContent!.trim() &&
              node.parentElement!.checkVisibility() &&
              !hosts(i).some((host) => host.contains(node))
            )
              return true;
          return false;
        };
        return widgets.map((widget, i): Outcome => {
          const outcomes = hosts(i).map((host) => heard.get(host)?.outcome ?? (failed(host) ? 'failed' : 'no answer'));
          for (const [target, heardOf] of heard)
            if (heardOf.widget === widget && sections[i].contains(target as Node)) outcomes.push(heardOf.outcome);
          if (!outcomes.length) return 'stripped';
          if (outcomes.includes('mounted')) return textBeside(i) ? 'mounted, text left beside it' : 'mounted';
          return (['attribute error', 'failed', 'no answer'] as const).find((o) => outcomes.includes(o))!;
        });
      },
      { widgets: published.map((p) => p.widget), settleMs: SETTLE_MS },
    );
  } finally {
    await context.close();
  }
}
