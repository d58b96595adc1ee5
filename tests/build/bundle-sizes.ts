import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuiltManifest {
  /** The manifest's folder (manifest-<hash>/), holding one module a widget: <widget>.js. */
  manifest: string;
  /** Each widget's entry, stylesheets and every chunk its entry imports statically, however deep (from esbuild's metafile). */
  widgets: Record<string, { js: string; css: string[]; chunks: string[] }>;
}

export const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
export const readManifest = (outdir: string): BuiltManifest =>
  JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8'));

/** The files a module imports statically (what loads with it), transitively; dynamic import() excluded. */
export function staticClosure(outdir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(outdir, file), 'utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  for (const m of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    const target = new URL(m[1], `file:///${dir}`).pathname.slice(1);
    staticClosure(outdir, target, seen);
  }
  return seen;
}

/** All JavaScript a page with only this widget loads: loader, the widget's line of the manifest, the widget and its static imports. */
export function pageJavaScript(outdir: string, widget: string): { files: string[]; gzip: number } {
  const built = readManifest(outdir);
  const files = ['loader.js', `${built.manifest}${widget}.js`, ...staticClosure(outdir, built.widgets[widget].js)];
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0) };
}

/**
 * A page with only this widget once the lazy chunk matching `lazy` (e.g. /^flickity-engine-/) has
 * come too, with what that chunk imports and the page did not have yet.
 */
export function pageJavaScriptWithLazy(
  outdir: string,
  widget: string,
  lazy: RegExp,
): { files: string[]; gzip: number } {
  const page = pageJavaScript(outdir, widget).files;
  const chunk = readdirSync(join(outdir, 'chunks')).find((f) => lazy.test(f));
  if (!chunk) throw new Error(`no chunk matches ${lazy} in ${outdir}/chunks`);
  const files = [...page, ...[...staticClosure(outdir, `chunks/${chunk}`)].filter((f) => !page.includes(f))];
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0) };
}

/** The stylesheets a page with only this widget loads (the widget's own, which bundles what it imports). */
export function pageCss(outdir: string, widget: string): { files: string[]; gzip: number } {
  const files = readManifest(outdir).widgets[widget].css;
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0) };
}

/** The budget for a name: an exact or glob key of `table`, else its '*'. */
export function budgetFor(table: Record<string, number>, name: string): number {
  for (const [pattern, bytes] of Object.entries(table)) {
    if (pattern === '*' || pattern.startsWith('//')) continue;
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    if (re.test(name)) return bytes;
  }
  return table['*'];
}
