/**
 * widgets.css: the one small render-blocking stylesheet a page links in its <head>, so no widget
 * moves the page when its code and data arrive. Each widget declares the box it will fill in
 * widgets/<name>/reserve.ts (min-heights per spec.md device class, or an aspect ratio); this file
 * turns the declarations into one rule set a widget, holding the box
 *   - until its first render: <hb-name> or <div data-hb-widget="name"> without the mounted class
 *     (hb-widget, which defineWidget adds as the first render lands), a widget link (any outside a
 *     header, nav, aside or footer until the loader runs, then those it scheduled: the ones in
 *     widgetLinksIn);
 *   - while its first read loads (a ReadView showing its Loader);
 *   - when all it shows is a note that nothing was found (ENDED);
 * and never for a widget whose code failed (data-hb-state="failed": its fallback shows as written).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A widget's reserved box: heights in px per device class (phone under 768 px, tablet 768-1024, desktop above), or an aspect ratio. */
export type Box = { phone: number; tablet?: number; desktop?: number } | { aspectRatio: string };
/** A box, and other boxes for the widget with some attribute (e.g. `'[data-modal]'`: a button that opens a dialog). */
export type Reservation = Box & { variants?: Record<string, Box> };

const TABLET = '(min-width: 768px)';
const DESKTOP = '(min-width: 1025px)';

/**
 * Widget links: before the loader has run (it marks <html> hb-loaded), every one outside a header,
 * nav, aside or footer, as the first paint may come before it; then only those it scheduled.
 */
const LINKS =
  'html:not(.hb-loaded) a[href*="#hb-widget="]:not(header *,nav *,aside *,footer *),a[data-hb-name]:not([data-hb-state])';

/**
 * A widget whose "nothing found" stands for all of it (a team member who left, an empty comparison:
 * NothingFound's replacesWidget) keeps its box too, so the page below does not jump up. Failures
 * do not: a misconfigured widget or a failed read would leave a hole as tall as the widget, and a
 * visitor is better served by the page closing up. A nested widget's note is its own.
 */
const ENDED = '.hb-widget:has(>.hb-root .hb-nothing-found--whole):not(:has(.hb-widget .hb-nothing-found--whole))';

/**
 * When a box is held, for every widget at once: the three forms before the code arrives (a link
 * gets a state when its code arrives, and its widget's element, the div form, takes over), and a
 * mounted widget while a ReadView shows its Loader. Each widget only sets the sizes (boxCss).
 */
const HELD = `:is([data-hb-widget],hb-x):not(.hb-widget,[data-hb-state=failed]),${LINKS},.hb-widget:has(>.hb-root .hb-read-view>.hb-loader),${ENDED}`;

/** The elements that are widget `name` (or its variant with an attribute): the sizes live on them as custom properties. */
export function widgetSelector(name: string, variant = ''): string {
  const links = variant ? [] : [`a[href*="#hb-widget=${name}&"]`, `a[href$="#hb-widget=${name}"]`];
  return [`hb-${name}`, `[data-hb-widget=${name}]`, ...links].map((s) => s + variant).join(',');
}

function check(name: string, r: unknown): Box {
  const ok = (n: unknown) => n === undefined || (typeof n === 'number' && n >= 0 && n < 10_000);
  const o = r as Record<string, unknown>;
  if (o && typeof o.aspectRatio === 'string' && /^\d+(\.\d+)? ?\/ ?\d+(\.\d+)?$/.test(o.aspectRatio)) return o as Box;
  if (o && typeof o.phone === 'number' && ok(o.phone) && ok(o.tablet) && ok(o.desktop)) return o as Box;
  throw new Error(
    `widgets/${name}/reserve.ts: export default { phone, tablet?, desktop? } (px) or { aspectRatio: '16 / 9' }, got ${JSON.stringify(r)}`,
  );
}

/** The CSS of one widget's sizes, its variants after it (they win by coming later and weighing more). */
export function reservationCss(name: string, r: Reservation): string {
  return [
    boxCss(widgetSelector(name), r),
    ...Object.entries(r.variants ?? {}).map(([attribute, box]) => boxCss(widgetSelector(name, attribute), box)),
  ].join('');
}

// Every box sets all four properties: a widget inside another (a heart in a card) must not inherit its sizes.
function boxCss(sel: string, r: Box): string {
  if ('aspectRatio' in r) return `${sel}{--hb-rp:0;--hb-rt:0;--hb-rd:0;--hb-ra:${r.aspectRatio.replace(/ /g, '')}}`;
  const tablet = r.tablet ?? r.phone;
  return `${sel}{--hb-rp:${r.phone}px;--hb-rt:${tablet}px;--hb-rd:${r.desktop ?? tablet}px;--hb-ra:auto}`;
}

/** widgets.css for the given widgets (name → entry file): every reserve.ts beside an entry. */
export async function reservationsCss(entries: Record<string, string>): Promise<string> {
  const names = Object.keys(entries);
  const held = HELD.replace('hb-x', names.map((n) => `hb-${n}`).join(','));
  const parts = [
    '/* hb-widgets: boxes reserved for widgets while their code and data load (build/reservations.ts) */',
    // An element (or a link about to become one) is a block from the first paint on, as when mounted.
    `:is(${names.map((n) => `hb-${n}`).join(',')}):not([data-hb-state=failed]){display:block}`,
    `${LINKS}{display:block}`,
    // Until mounted, the fallback's outer margins are 0, as the mounted widget's are: a <p>'s 1em
    // collapsed through the host and held it 16 px low until the widget replaced it (the footer
    // moved, CLS 0.007 at 375 px). Not a formatting context of its own (flow-root): that kept the
    // margins inside, a host taller than its widget where the box held is short. Between the
    // fallback's elements the spacing stays (each keeps the margin on its other side).
    `:is(${names.map((n) => `hb-${n}`).join(',')},[data-hb-widget]):not(.hb-widget,[data-hb-state=failed])>:is(:first-child,:last-child){margin-block:0}`,
    `${held}{min-height:var(--hb-rp);aspect-ratio:var(--hb-ra)}`,
    `@media ${TABLET}{${held}{min-height:var(--hb-rt)}}`,
    `@media ${DESKTOP}{${held}{min-height:var(--hb-rd)}}`,
  ];
  for (const name of names) {
    const file = join(entries[name], '..', 'reserve.ts');
    if (!existsSync(file))
      throw new Error(
        `widgets/${name} has no reserve.ts: add one declaring the box it fills while it loads, e.g. export default { phone: 480, tablet: 360, desktop: 320 } (px) or { aspectRatio: '16 / 9' } (CONTRIBUTING.md, "Add a widget", step 3)`,
      );
    const declared = ((await import(file)) as { default: Reservation }).default;
    const variants = Object.fromEntries(
      Object.entries(declared?.variants ?? {}).map(([attribute, box]) => {
        if (!/^\[data-[a-z-]+\]$/.test(attribute))
          throw new Error(
            `widgets/${name}/reserve.ts: a variant is keyed by an attribute, e.g. '[data-modal]', got ${attribute}`,
          );
        return [attribute, check(name, box)];
      }),
    );
    parts.push(reservationCss(name, { ...check(name, declared), variants }));
  }
  return `${parts.join('\n')}\n`;
}
