/**
 * esbuild keeps its helpers for CommonJS packages (flickity, the map's libraries, DOMPurify's
 * interop) in a chunk of their own, and has every entry import that chunk bare
 * (`import"./chunks/chunk-X.js";`), though only the chunks of those packages use its exports. The
 * chunk defines functions and nothing else, so a bare import of it does nothing: dropping it saves
 * every page without a CommonJS package a request and about 360 B.
 *
 * The outputs' imports are read with es-module-lexer, whatever esbuild's printing of them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { init, parse, type StaticImport } from 'es-module-lexer';

await init();

/** The static imports (`import … from`, `export … from`) of an output that name `target`, an output file. */
function importsOf(file: string, text: string, target: string): StaticImport[] {
  return parse(text, file)[0].filter(
    (i): i is StaticImport =>
      i.type !== 'dynamic' && i.type !== 'import-meta' && resolve(dirname(file), i.specifier) === resolve(target),
  );
}

/** `import "…"`, with no names: only comments between the keyword and the path. */
const isBare = (text: string, i: StaticImport) =>
  text.startsWith('import', i.importStart) &&
  text
    .slice(i.importStart + 'import'.length, i.start - 1)
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .trim() === '';

/** Drops the bare imports of the helpers' chunk from every output; returns the chunk's file (if the build has one). */
export function dropBareRuntimeImports(outputs: esbuild.Metafile['outputs']): string | undefined {
  const runtime = Object.keys(outputs).find(
    (f) => f.endsWith('.js') && !outputs[f].entryPoint && Object.keys(outputs[f].inputs).length === 0,
  );
  if (!runtime) return undefined;
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js') || file === runtime) continue;
    const text = readFileSync(file, 'utf8');
    dropImports(file, text, importsOf(file, text, runtime));
  }
  return runtime;
}

/** Writes `file` without those of `imports` that are bare: each statement, its semicolon and its line break. */
function dropImports(file: string, text: string, imports: StaticImport[]): void {
  let stripped = text;
  for (const i of imports.filter((i) => isBare(text, i)).reverse()) {
    let end = i.importEnd;
    if (text[end] === ';') end++;
    if (text[end] === '\n') end++;
    stripped = stripped.slice(0, i.importStart) + stripped.slice(end);
  }
  if (stripped !== text) writeFileSync(file, stripped);
}

/**
 * A Spanish catalog's chunk (`*.es.ts`, docs/i18n.md) is an object literal and nothing else, yet
 * esbuild has it import bare every chunk its importer's page loaded before it (twenty on a form
 * page): on a Spanish page those lines, a dozen chunks' worth of hashed names, cost about 1.5 KB
 * of gzip. A chunk built only of catalogs uses no other module, so its bare imports are dropped.
 */
export function dropBareImportsOfCatalogs(outputs: esbuild.Metafile['outputs']): void {
  for (const [file, output] of Object.entries(outputs)) {
    const inputs = Object.keys(output.inputs);
    if (!file.endsWith('.js') || !inputs.length || !inputs.every((f) => /\.(en|es)\.ts$/.test(f))) continue;
    const text = readFileSync(file, 'utf8');
    dropImports(
      file,
      text,
      parse(text, file)[0].filter((i): i is StaticImport => i.type !== 'dynamic' && i.type !== 'import-meta'),
    );
  }
}

/** Whether a file still imports the chunk (with names: a CommonJS package's chunk). */
export const importsChunk = (file: string, chunk: string): boolean =>
  importsOf(file, readFileSync(file, 'utf8'), chunk).length > 0;
