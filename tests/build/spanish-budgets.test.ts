import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { gzipSize, pageJavaScript, staticClosure } from './bundle-sizes';

const outdir = join(inject('distRoot'), 'widgets');
/** A Spanish catalog's chunk: a *.es.ts module (docs/i18n.md), loaded by dynamic import only. */
const SPANISH = /^chunks\/[\w-]+\.es-\w{8}\.js$/;

/** The Spanish chunks a page's files import on demand, with what they import that the page lacks. */
function spanishPage(widget: string) {
  const english = pageJavaScript(outdir, widget);
  const lazy = new Set<string>();
  for (const f of english.files)
    for (const m of readFileSync(join(outdir, f), 'utf8').matchAll(
      /import\("\.\/((?:chunks\/)?[\w.-]+\.es-\w{8}\.js)"\)/g,
    )) {
      const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/') + 1) : '';
      for (const g of staticClosure(outdir, `${dir}${m[1]}`)) if (!english.files.includes(g)) lazy.add(g);
    }
  const spanish = [...lazy].filter((f) => SPANISH.test(f));
  return { english, spanish, gzip: english.gzip + [...lazy].reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0) };
}

describe('a Spanish page pays at most 10 % more gzip JavaScript than English; an English page nothing (issue 35)', () => {
  it.each(['mortgage-calculator', 'contact-form', 'schedule-visit-form'])('%s', (widget) => {
    const { english, spanish, gzip } = spanishPage(widget);
    // English: no Spanish chunk among what the page loads up front.
    expect(english.files.filter((f) => SPANISH.test(f))).toEqual([]);
    expect(spanish.length, 'the widget has Spanish chunks to load').toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(english.gzip * 1.1);
  });
});
