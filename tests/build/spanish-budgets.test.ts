import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { createApp } from '../../demo/app';
import { COUNTERPARTS } from '../../demo/pages/languages';
import { AREAS } from '../../demo/pages/registry';
import { gzipSize, pageJavaScript, readManifest, staticClosure } from './bundle-sizes';

const outdir = join(inject('distRoot'), 'widgets');
/** A Spanish catalog's chunk: a *.es.ts module (docs/i18n.md), loaded by dynamic import only. */
const SPANISH = /^chunks\/[\w-]+\.es-\w{8}\.js$/;
/** core/mount's crash message in Spanish: loaded only when a Spanish widget fails, not by a page that works. */
const ON_CRASH = /^chunks\/crash\.es-\w{8}\.js$/;

/** The Spanish chunks a page's files import on demand, with what they import that the page lacks. */
function spanishPage(widget: string) {
  const english = pageJavaScript(outdir, widget);
  const lazy = new Set<string>();
  for (const f of english.files)
    for (const m of readFileSync(join(outdir, f), 'utf8').matchAll(
      /import\("\.\/((?:chunks\/)?[\w.-]+\.es-\w{8}\.js)"\)/g,
    )) {
      const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/') + 1) : '';
      if (ON_CRASH.test(`${dir}${m[1]}`)) continue;
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

/** Every file a page holding these widgets loads up front: the loader, their manifest lines, each widget's static imports. */
function demoPageFiles(widgets: string[]): string[] {
  return [...new Set(widgets.flatMap((w) => pageJavaScript(outdir, w).files))];
}

/** The Spanish chunks (and what they import) the page's files import on demand, beyond the page's own files. */
function spanishChunksOf(files: string[]): string[] {
  const lazy = new Set<string>();
  for (const f of files)
    for (const m of readFileSync(join(outdir, f), 'utf8').matchAll(
      /import\("\.\/((?:chunks\/)?[\w.-]+\.es-\w{8}\.js)"\)/g,
    )) {
      const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/') + 1) : '';
      if (ON_CRASH.test(`${dir}${m[1]}`)) continue;
      for (const g of staticClosure(outdir, `${dir}${m[1]}`)) if (!files.includes(g)) lazy.add(g);
    }
  return [...lazy];
}

const gzipOf = (files: string[]) => files.reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0);

describe('each Spanish demo page pays at most 10 % more gzip JavaScript than its English page (issue 35)', () => {
  const app = createApp({ distRoot: inject('distRoot') });
  const built = new Set(Object.keys(readManifest(outdir).widgets));
  const pages = AREAS.flatMap((a) => a.pages);
  const exampleOf = (path: string) => (path.includes(':') ? pages.find((p) => p.path === path)?.examples?.[0] : path)!;
  /** The widgets a demo page holds, as the CMS wrote them (a widget that another draws loads with it or on demand). */
  const widgetsOf = async (path: string) => {
    const page = await (await app.request(path)).text();
    const names = [...page.matchAll(/<hb-([a-z-]+)|data-hb-widget="([a-z-]+)"/g)].map((m) => m[1] ?? m[2]);
    return [...new Set(names)].filter((name) => built.has(name)).sort();
  };

  it.each(COUNTERPARTS.map(([en, es]) => [exampleOf(es), en, es]))('%s', async (spanishPath, en, es) => {
    const slug = spanishPath.split('/').pop()!;
    const englishPath = en.replace(/:\w+/, slug);
    const [english, spanish] = [await widgetsOf(englishPath), await widgetsOf(spanishPath)];
    // The same widgets in both languages: the budget compares like with like.
    expect(spanish, `${es} holds the widgets of ${en}`).toEqual(english);
    const files = demoPageFiles(english);
    // The English page: no Spanish byte up front.
    expect(files.filter((f) => SPANISH.test(f))).toEqual([]);
    // What it loads in Spanish on top (none yet where no widget of the page has its Spanish).
    const chunks = spanishChunksOf(files);
    const englishBytes = gzipOf(files);
    expect(englishBytes + gzipOf(chunks), `${spanishPath} against ${englishBytes} B in English`).toBeLessThanOrEqual(
      Math.floor(englishBytes * 1.1),
    );
  });

  it('an English page of any widget loads no Spanish byte up front', () => {
    const manifest = readManifest(outdir);
    // The files only, without their sizes: what each widget imports statically, however deep.
    for (const widget of built)
      expect(
        [...staticClosure(outdir, manifest.widgets[widget].js)].filter((f) => SPANISH.test(f)),
        widget,
      ).toEqual([]);
  });
});
