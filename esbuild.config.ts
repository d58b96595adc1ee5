/**
 * Builds the widget bundle.
 *   tsx esbuild.config.ts            shipped build (preact/compat) into dist/widgets/
 *   tsx esbuild.config.ts --react    the same sources against React 19 into dist/react-widgets/ (benchmark only)
 *   tsx esbuild.config.ts --dev      unminified, with developer diagnostics (__DEV__)
 * Output: loader.js (stable name, cache briefly), everything else content-hashed (cache a year),
 * manifest.json + manifest-<hash>/<widget>.js mapping each widget to its files and to every chunk
 * it imports statically (the loader preloads them all in one round), and widgets.css (+ its
 * hashed twin) reserving each widget's box (build/reservations.ts). Beside widgets/, the
 * files for CMS developers' editors (build/developer-files.ts), from the widgets' declarations.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { directImports } from './build/direct-imports';
import { loadedBefore } from './build/loaded-before';
import { preactCompat, splitCompatImport } from './build/preact-compat';
import { writeDeveloperFiles } from './build/developer-files';
import { customElementsManifest } from './build/custom-elements';
import { writeWordPressPlugin } from './build/wordpress-plugin';
import { reservationsCss } from './build/reservations';
import { phrasebookKeys } from './build/phrasebook-keys';
import { dropBareImportsOfCatalogs, dropBareRuntimeImports, importsChunk } from './build/runtime-imports';
import { readDeclarations } from './build/widget-declarations';

export type Flavor = 'preact' | 'react';

export interface WidgetFiles {
  js: string;
  /** The page-wide base (core/styles/page-base.css), then the widget's own: the CSS a page with it loads. */
  css: string[];
  /** Every chunk the widget's JavaScript imports statically, however deep (the loader preloads them all at once). */
  chunks: string[];
}
export type Manifest = Record<string, WidgetFiles>;

const root = import.meta.dirname;

/** The page-wide stylesheet's name in the manifest's folder, as loader/load-widget.ts links it. */
const PAGE_BASE = 'page-base.css';

/**
 * Every folder of widgets/ with an index.ts(x) is a widget; its name is the folder's.
 * HB_WIDGETS=mortgage-calculator,section-nav limits a build (and the tests' build) to some widgets;
 * widgetEntries(null) is every widget.
 */
export function widgetEntries(filter: string | null = process.env.HB_WIDGETS ?? null): Record<string, string> {
  const entries: Record<string, string> = {};
  const only = filter?.split(',').map((w) => w.trim());
  for (const name of readdirSync(join(root, 'widgets')).sort()) {
    if (only && !only.includes(name)) continue;
    for (const file of ['index.tsx', 'index.ts']) {
      const path = join(root, 'widgets', name, file);
      if (existsSync(path)) {
        entries[name] = path;
        break;
      }
    }
  }
  return entries;
}

/** 'flickity' (the carousel's and flickity-as-nav-for's import) is its core and dragging only: build/flickity-core.cjs. */
export const flickityCore: esbuild.Plugin = {
  name: 'flickity-core',
  setup(build) {
    build.onResolve({ filter: /^flickity$/ }, () => ({ path: join(root, 'build/flickity-core.cjs') }));
  },
};

/** Where builds go: dist/ for `npm start`; tests build into a folder of their own. */
export const DEFAULT_OUT_ROOT = join(root, 'dist');
export const flavorFolder = (flavor: Flavor) => (flavor === 'preact' ? 'widgets' : 'react-widgets');

export async function buildWidgets(
  flavor: Flavor = 'preact',
  { dev = false, outRoot = DEFAULT_OUT_ROOT } = {},
): Promise<{ outdir: string; manifest: Manifest }> {
  const outdir = join(outRoot, flavorFolder(flavor));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const entries = widgetEntries();
  const define = {
    __DEV__: String(dev),
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  };
  const shared: esbuild.BuildOptions = {
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    minify: !dev,
    legalComments: 'none',
    define,
    logLevel: 'warning',
  };

  const widgetBuild = (before?: Map<string, string[]>): esbuild.BuildOptions & { metafile: true } => ({
    ...shared,
    entryPoints: entries,
    outdir,
    splitting: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    jsx: 'automatic',
    alias: flavor === 'preact' ? { react: 'preact/compat', 'react-dom': 'preact/compat' } : {},
    plugins: [
      ...(flavor === 'preact' ? [preactCompat] : []),
      flickityCore,
      phrasebookKeys,
      directImports(root, before, flavor === 'preact' ? splitCompatImport : undefined),
    ],
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  });
  // Twice: the first build (not written) tells which modules are loaded before each lazy one
  // (build/loaded-before.ts), so the second groups the modules every page loads in one chunk.
  const probe = await esbuild.build({ ...widgetBuild(), write: false });
  const widgets = await esbuild.build(
    widgetBuild(
      loadedBefore(
        probe.metafile,
        Object.values(entries).map((e) => relative(root, e)),
      ),
    ),
  );

  // The rules for every element inside a widget (core/styles/page-base.css): one file a page, in the
  // manifest's folder (its hash covers it), which the loader links once, before the first widget's CSS.
  const pageBase = await esbuild.build({
    ...shared,
    entryPoints: [join(root, 'core/styles/page-base.css')],
    write: false,
    outdir,
  });
  const pageBaseCss = pageBase.outputFiles[0].text;

  // A widget's entry JS and CSS are renamed to one hash of both, so the manifest the loader reads
  // holds one short hash a widget (<name>-<hash>.js and .css). Safe: only the loader imports entries.
  const outputs = widgets.metafile!.outputs;
  const runtime = dropBareRuntimeImports(outputs);
  dropBareImportsOfCatalogs(outputs);
  const manifest: Manifest = {};
  const hashes: Record<string, string> = {};
  const chunkFiles = Object.keys(outputs)
    .filter((f) => f.endsWith('.js') && !outputs[f].entryPoint)
    .map((f) => relative(outdir, f));
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const name = Object.keys(entries).find((n) => relative(root, entries[n]) === output.entryPoint);
    if (!name) continue;
    if (!output.cssBundle)
      throw new Error(`${name} has no stylesheet: every widget imports the base CSS through defineWidget`);
    // The CommonJS helpers' chunk only where a file of the widget still imports it.
    const closure = [...staticImports(outputs, file)];
    const chunks = closure
      .filter((f) => f !== runtime || [file, ...closure].some((g) => g !== runtime && importsChunk(g, runtime)))
      .map((f) => relative(outdir, f))
      .sort();
    for (const c of chunks)
      if (!chunkFiles.includes(c))
        throw new Error(`${name} imports ${c}, which is not a chunk: a widget must not import another widget's entry`);
    const hash = createHash('sha256')
      .update(readFileSync(file))
      .update(readFileSync(output.cssBundle))
      .digest('hex')
      .slice(0, 8)
      .toUpperCase();
    renameSync(file, join(outdir, `${name}-${hash}.js`));
    renameSync(output.cssBundle, join(outdir, `${name}-${hash}.css`));
    manifest[name] = { js: `${name}-${hash}.js`, css: [`${name}-${hash}.css`], chunks };
    hashes[name] = hash;
  }

  // The manifest is one small module a widget, in a folder named by the hash of them all: the
  // loader names the folder, so a deploy swaps both at once, and a page fetches only the lines of
  // the widgets it holds. A line is the widget's hash, then every chunk it imports statically,
  // however deep, so the loader asks for all of them in one round. Beside the lines, page-base.css.
  const lines = Object.fromEntries(
    Object.entries(manifest).map(([name, w]) => [
      name,
      `export default ${JSON.stringify([hashes[name], ...w.chunks])};\n`,
    ]),
  );
  const manifestDir = `manifest-${createHash('sha256').update(JSON.stringify(lines)).update(pageBaseCss).digest('hex').slice(0, 8)}/`;
  mkdirSync(join(outdir, manifestDir));
  for (const [name, line] of Object.entries(lines)) writeFileSync(join(outdir, manifestDir, `${name}.js`), line);
  writeFileSync(join(outdir, manifestDir, PAGE_BASE), pageBaseCss);
  for (const w of Object.values(manifest)) w.css.unshift(`${manifestDir}${PAGE_BASE}`);
  // widgets.css, the boxes reserved while widgets load: content-hashed for the manifest, and under a
  // stable name (cached briefly, as loader.js) for the one <link> of a CMS template.
  const reserved = await reservationsCss(entries);
  const stylesFile = `widgets-${createHash('sha256').update(reserved).digest('hex').slice(0, 8).toUpperCase()}.css`;
  writeFileSync(join(outdir, stylesFile), reserved);
  writeFileSync(join(outdir, 'widgets.css'), reserved);
  writeFileSync(
    join(outdir, 'manifest.json'),
    `${JSON.stringify({ loader: 'loader.js', manifest: manifestDir, styles: stylesFile, widgets: manifest }, null, 2)}\n`,
  );

  // The loader keeps a stable name; what only some pages need (the deep-link scroll) is a hashed chunk it imports then.
  await esbuild.build({
    ...shared,
    entryPoints: { loader: join(root, 'loader', 'index.ts') },
    outdir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { ...define, __HB_MANIFEST__: JSON.stringify(`./${manifestDir}`) },
  });
  if (flavor === 'preact') {
    const declarations = await readDeclarations(entries);
    writeDeveloperFiles(outRoot, declarations);
    // The WordPress plugin (integrations/wordpress/) with the widgets of this build: a few ms.
    writeWordPressPlugin(outRoot, customElementsManifest(declarations));
  }
  return { outdir, manifest };
}

/**
 * The JavaScript files an output imports statically (import statements, not import()), however
 * deep, from esbuild's metafile: what a page needs before the widget can run.
 */
export function staticImports(
  outputs: esbuild.Metafile['outputs'],
  file: string,
  seen = new Set<string>(),
): Set<string> {
  for (const { path, kind } of outputs[file].imports)
    if (kind === 'import-statement' && !seen.has(path)) {
      seen.add(path);
      staticImports(outputs, path, seen);
    }
  return seen;
}

/** Every output file with its size raw, gzip and brotli: printed on every build. */
export function sizeReport(outdir: string): { file: string; raw: number; gzip: number; brotli: number }[] {
  const rows: { file: string; raw: number; gzip: number; brotli: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(entry.name)) {
        const body = readFileSync(path);
        rows.push({
          file: relative(outdir, path),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body).length,
        });
      }
    }
  };
  walk(outdir);
  return rows.sort((a, b) => a.file.localeCompare(b.file));
}

export function printSizes(outdir: string): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`\n${relative(root, outdir)}/${' '.repeat(40)}    raw      gzip    brotli`);
  const rows = sizeReport(outdir);
  // The manifest's lines as one row: a page loads only its widgets' lines, none larger than this.
  const lines = rows.filter((r) => /^manifest-\w+\//.test(r.file));
  const largest = (key: 'raw' | 'gzip' | 'brotli') => Math.max(...lines.map((r) => r[key]));
  for (const r of rows.filter((r) => !lines.includes(r)))
    console.log(`  ${r.file.padEnd(48)}${kb(r.raw)}${kb(r.gzip)}${kb(r.brotli)}`);
  if (lines.length)
    console.log(
      `  ${`${lines[0].file.split('/')[0]}/ (${lines.length} lines, the largest)`.padEnd(48)}${kb(largest('raw'))}${kb(largest('gzip'))}${kb(largest('brotli'))}`,
    );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dev = process.argv.includes('--dev');
  const flavors: Flavor[] = process.argv.includes('--react')
    ? ['react']
    : process.argv.includes('--all')
      ? ['preact', 'react']
      : ['preact'];
  for (const flavor of flavors) {
    const { outdir } = await buildWidgets(flavor, { dev });
    // --quiet: no size table (it compresses every file twice: a few seconds a test need not pay).
    if (!process.argv.includes('--quiet')) printSizes(outdir);
  }
}
