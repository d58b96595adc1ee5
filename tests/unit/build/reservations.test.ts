// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservationCss, reservationsCss } from '../../../build/reservations';
import { widgetEntries } from '../../../esbuild.config';

/** A widget folder of its own with the given reserve.ts, for the declarations the repository does not hold. */
function widgetWith(reserve: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'hb-reserve-'));
  writeFileSync(join(dir, 'reserve.ts'), reserve);
  return { sample: join(dir, 'index.tsx') };
}

describe('widgets.css: the boxes reserved while widgets load', () => {
  it('collects a reserve.ts from every widget, each setting its own sizes', async () => {
    const entries = widgetEntries(null);
    const css = await reservationsCss(entries);
    for (const name of Object.keys(entries))
      expect(css).toContain(
        `hb-${name},[data-hb-widget=${name}],a[href*="#hb-widget=${name}&"],a[href$="#hb-widget=${name}"]{--hb-rp:`,
      );
  });

  it('holds the three forms before the code arrives and a widget while its ReadView loads, never a failed one', async () => {
    const css = await reservationsCss(widgetEntries('mortgage-calculator'));
    expect(css).toContain(':is([data-hb-widget],hb-mortgage-calculator):not(.hb-widget,[data-hb-state=failed])');
    // Links: before the loader runs, any outside the page's landmarks; then only those it scheduled (widgetLinksIn).
    expect(css).toContain(
      'html:not(.hb-loaded) a[href*="#hb-widget="]:not(header *,nav *,aside *,footer *),a[data-hb-name]:not([data-hb-state])',
    );
    expect(css).toContain('.hb-widget:has(>.hb-root .hb-read-view>.hb-loader)');
    // Until mounted, the fallback's outer margins are 0, as the widget's (a <p>'s 1em moved the footer by 16 px when replaced).
    expect(css).toContain(
      ':is(hb-mortgage-calculator,[data-hb-widget]):not(.hb-widget,[data-hb-state=failed])>:is(:first-child,:last-child){margin-block:0}',
    );
    // A "nothing found" that is all the widget shows keeps the box; a nested widget's is its own.
    expect(css).toContain(
      '.hb-widget:has(>.hb-root .hb-nothing-found--whole):not(:has(.hb-widget .hb-nothing-found--whole))',
    );
  });

  it('sizes a box per spec.md device class: phone under 768 px, tablet 768-1024, desktop above', async () => {
    expect(reservationCss('x', { phone: 900, tablet: 600 })).toBe(
      'hb-x,[data-hb-widget=x],a[href*="#hb-widget=x&"],a[href$="#hb-widget=x"]{--hb-rp:900px;--hb-rt:600px;--hb-rd:600px;--hb-ra:auto}',
    );
    const css = await reservationsCss(widgetEntries('section-nav'));
    expect(css).toContain('@media (min-width: 768px){');
    expect(css).toContain('@media (min-width: 1025px){');
  });

  it('gives a variant with an attribute its own box after the widget’s (a button that opens a dialog)', () => {
    expect(reservationCss('x', { phone: 900, variants: { '[data-modal]': { phone: 44 } } })).toMatch(
      /\{--hb-rp:900px[^}]*\}hb-x\[data-modal\],\[data-hb-widget=x\]\[data-modal\]\{--hb-rp:44px/,
    );
  });

  it('takes an aspect ratio instead of heights', () => {
    expect(reservationCss('x', { aspectRatio: '16 / 9' })).toContain('--hb-rp:0;--hb-rt:0;--hb-rd:0;--hb-ra:16/9');
  });

  it('fails the build, naming the file, for a declaration it cannot read', async () => {
    await expect(reservationsCss(widgetWith("export default { phone: '900px' };\n"))).rejects.toThrow(
      /sample\/reserve\.ts|reserve\.ts: export default \{ phone/,
    );
    await expect(
      reservationsCss(widgetWith("export default { phone: 44, variants: { 'div.modal': { phone: 1 } } };\n")),
    ).rejects.toThrow(/keyed by an attribute/);
  });
});
