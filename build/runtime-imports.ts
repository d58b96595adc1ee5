/**
 * esbuild keeps its helpers for CommonJS packages (flickity, the map's libraries, DOMPurify's
 * interop) in a chunk of their own, and has every entry import that chunk bare
 * (`import"./chunks/chunk-X.js";`), though only the chunks of those packages use its exports. The
 * chunk defines functions and nothing else, so a bare import of it does nothing: dropping it saves
 * every page without a CommonJS package a request and about 360 B.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type * as esbuild from 'esbuild';

/** Drops the bare imports of the helpers' chunk from every output; returns the chunk's file (if the build has one). */
export function dropBareRuntimeImports(outputs: esbuild.Metafile['outputs']): string | undefined {
  const runtime = Object.keys(outputs).find((f) => f.endsWith('.js') && !outputs[f].entryPoint && Object.keys(outputs[f].inputs).length === 0);
  if (!runtime) return undefined;
  for (const file of Object.keys(outputs)) {
    if (!file.endsWith('.js') || file === runtime) continue;
    let path = relative(dirname(file), runtime).split(sep).join('/');
    if (!path.startsWith('.')) path = `./${path}`;
    const text = readFileSync(file, 'utf8');
    const stripped = text.replace(new RegExp(`import\\s*"${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}";\\n?`, 'g'), '');
    if (stripped !== text) writeFileSync(file, stripped);
  }
  return runtime;
}

/** Whether a file still imports the chunk (with names: a CommonJS package's chunk). */
export const importsChunk = (file: string, chunk: string): boolean => readFileSync(file, 'utf8').includes(`/${chunk.slice(chunk.lastIndexOf('/') + 1)}"`);
