/**
 * Imports through an area's entry, compiled as imports of the files behind it.
 *
 * Widgets import core through entries (`core/<area>/index.ts`, named re-exports only: the
 * conventions test holds them to that). esbuild splits code by whole files and by who *reaches*
 * a file, not by who uses it: a page importing `core/ui` for its Loader also reached the Modal
 * through the entry, so the Modal's code sat in a chunk that page loaded (about 2 KB on every
 * form page, 13 KB on my-favorites). This plugin rewrites, as esbuild loads our sources,
 *   import { Modal, type ModalProps } from '../../core/ui';
 * into
 *   import { Modal, type ModalProps } from '../../core/ui/modal';
 * so each page reaches only the files it names (an `export … from` an entry too). Entries that
 * re-export entries are followed. The declarations are read with TypeScript's parser
 * (build/import-declarations.ts), however they are written. The sources keep their layering;
 * only the build sees the direct paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import {
  type Declaration,
  type DeclaredName,
  declarationsOf,
  parseModule,
  printNames,
  rewriteDeclarations,
} from './import-declarations';

/** A name an entry re-exports: the file that defines it (resolved, without extension) and its name there. */
interface Origin {
  file: string;
  name: string;
}

/** `<dir>/<spec>` as the entry file it names, if it names one (a folder's index.ts). */
function entryFile(fromDir: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(fromDir, spec);
  for (const candidate of [join(base, 'index.ts'), base.endsWith(`${sep}index`) ? `${base}.ts` : ''])
    if (candidate && existsSync(candidate)) return candidate;
  return undefined;
}

export function createEntryMap() {
  const maps = new Map<string, Map<string, Origin>>();
  /** What an entry re-exports, by exported name, followed through entries it re-exports from. */
  function entryMap(file: string): Map<string, Origin> {
    const known = maps.get(file);
    if (known) return known;
    const map = new Map<string, Origin>();
    maps.set(file, map);
    for (const { kind, names, specifier } of declarationsOf(parseModule(readFileSync(file, 'utf8'), file))) {
      if (kind !== 'export' || !names || !specifier.startsWith('.')) continue;
      const inner = entryFile(dirname(file), specifier);
      for (const name of names) {
        const origin = inner
          ? entryMap(inner).get(name.imported)
          : { file: resolve(dirname(file), specifier), name: name.imported };
        if (origin) map.set(name.local, origin);
      }
    }
    return map;
  }
  return entryMap;
}

/** An import (or `export … from`) of an entry as declarations of the files behind it; undefined for any other. */
function entryDeclaration(
  declaration: Declaration,
  dir: string,
  entryMap: ReturnType<typeof createEntryMap>,
): string | undefined {
  const { kind, names, specifier } = declaration;
  // Type-only declarations are erased; a default, namespace or attributed one has no names to follow.
  if (
    declaration.typeOnly ||
    !names?.length ||
    declaration.defaultName ||
    declaration.namespace ||
    declaration.attributes
  )
    return undefined;
  const entry = entryFile(dir, specifier);
  if (!entry) return undefined;
  const map = entryMap(entry);
  const byFile = new Map<string, DeclaredName[]>();
  for (const name of names) {
    const origin = map.get(name.imported);
    // A name the entry does not re-export (there is none today) keeps the entry's path.
    const target = origin ? origin.file : resolve(dir, specifier);
    byFile.set(target, [...(byFile.get(target) ?? []), { ...name, imported: origin ? origin.name : name.imported }]);
  }
  return [...byFile]
    .map(([target, list]) => {
      let path = relative(dir, target).split(sep).join('/');
      if (!path.startsWith('.')) path = `./${path}`;
      return `${kind} { ${printNames(list)} } from '${path}';`;
    })
    .join(' ');
}

/**
 * The source with its imports of entries (and re-exports from them) pointing at the files behind
 * them, and each other declaration as `alsoRewrite` answers it; unchanged when there is none.
 */
export function rewriteEntryImports(
  source: string,
  file: string,
  entryMap = createEntryMap(),
  alsoRewrite: (declaration: Declaration) => string | undefined = () => undefined,
): string {
  const dir = dirname(file);
  return rewriteDeclarations(source, file, (d) => entryDeclaration(d, dir, entryMap), alsoRewrite);
}

/**
 * The esbuild plugin: our TypeScript sources (not node_modules) load with their entry imports made
 * direct. `loadedBefore` (build/loaded-before.ts: a lazy module, relative to root, and the modules
 * loaded before it) adds a nameless reach of each to its lazy module. `alsoRewrite` rewrites the
 * other declarations (the shipped build's splitCompatImport, build/preact-compat.ts).
 */
export function directImports(
  root: string,
  loadedBefore = new Map<string, string[]>(),
  alsoRewrite?: (declaration: Declaration) => string | undefined,
): esbuild.Plugin {
  return {
    name: 'direct-imports',
    setup(build) {
      const entryMap = createEntryMap();
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`) || !args.path.startsWith(root)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const reaches = (loadedBefore.get(relative(root, args.path).split(sep).join('/')) ?? []).map(
          (m) => `\nexport {} from ${JSON.stringify(resolve(root, m))};`,
        );
        return {
          contents: rewriteEntryImports(source, args.path, entryMap, alsoRewrite) + reaches.join(''),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
