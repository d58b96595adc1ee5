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
 * so each page reaches only the files it names. Entries that re-export entries are followed.
 * The sources keep their layering; only the build sees the direct paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type * as esbuild from 'esbuild';

/** A name an entry re-exports: the file that defines it (resolved, without extension) and its name there. */
interface Origin {
  file: string;
  name: string;
}

const ENTRY_EXPORT = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'\s*;/g;
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']*)'\s*;/g;

/** `<dir>/<spec>` as the entry file it names, if it names one (a folder's index.ts). */
function entryFile(fromDir: string, spec: string): string | undefined {
  const base = resolve(fromDir, spec);
  for (const candidate of [join(base, 'index.ts'), base.endsWith(`${sep}index`) ? `${base}.ts` : '']) if (candidate && existsSync(candidate)) return candidate;
  return undefined;
}

/** One name of a braces list: `a`, `a as b`, `type A`, `type A as B`. */
function parseName(part: string): { type: boolean; imported: string; local: string } | undefined {
  const m = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part.trim());
  return m ? { type: Boolean(m[1]), imported: m[2], local: m[3] ?? m[2] } : undefined;
}

export function createEntryMap() {
  const maps = new Map<string, Map<string, Origin>>();
  /** What an entry re-exports, by exported name, followed through entries it re-exports from. */
  function entryMap(file: string): Map<string, Origin> {
    const known = maps.get(file);
    if (known) return known;
    const map = new Map<string, Origin>();
    maps.set(file, map);
    for (const [, names, spec] of readFileSync(file, 'utf8').matchAll(ENTRY_EXPORT)) {
      const inner = entryFile(dirname(file), spec);
      for (const part of names.split(',')) {
        const name = parseName(part);
        if (!name) continue;
        const origin = inner ? entryMap(inner).get(name.imported) : { file: resolve(dirname(file), spec), name: name.imported };
        if (origin) map.set(name.local, origin);
      }
    }
    return map;
  }
  return entryMap;
}

/** The source with its imports of entries pointing at the files behind them; unchanged when it has none. */
export function rewriteEntryImports(source: string, file: string, entryMap = createEntryMap()): string {
  const dir = dirname(file);
  return source.replace(IMPORT, (statement, typeOnly: string | undefined, names: string, spec: string) => {
    const entry = typeOnly ? undefined : entryFile(dir, spec);
    if (!entry) return statement;
    const map = entryMap(entry);
    const byFile = new Map<string, string[]>();
    for (const part of names.split(',')) {
      if (!part.trim()) continue;
      const name = parseName(part);
      const origin = name && map.get(name.imported);
      // A name the entry does not re-export (there is none today) keeps the entry's path.
      const target = origin ? origin.file : resolve(dir, spec);
      const written = !name ? part.trim() : `${name.type ? 'type ' : ''}${origin ? origin.name : name.imported}${(origin ? origin.name : name.imported) === name.local ? '' : ` as ${name.local}`}`;
      byFile.set(target, [...(byFile.get(target) ?? []), written]);
    }
    return [...byFile]
      .map(([target, list]) => {
        let path = relative(dir, target).split(sep).join('/');
        if (!path.startsWith('.')) path = `./${path}`;
        return `import { ${list.join(', ')} } from '${path}';`;
      })
      .join(' ');
  });
}

/**
 * The esbuild plugin: our TypeScript sources (not node_modules) load with their entry imports made
 * direct. `loadedBefore` (build/loaded-before.ts: a lazy module, relative to root, and the modules
 * loaded before it) adds a nameless reach of each to its lazy module. `alsoRewrite` rewrites the
 * result further (the shipped build's splitCompatImports, build/preact-compat.ts).
 */
export function directImports(root: string, loadedBefore = new Map<string, string[]>(), alsoRewrite = (source: string) => source): esbuild.Plugin {
  return {
    name: 'direct-imports',
    setup(build) {
      const entryMap = createEntryMap();
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`) || !args.path.startsWith(root)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const reaches = (loadedBefore.get(relative(root, args.path).split(sep).join('/')) ?? []).map((m) => `\nexport {} from ${JSON.stringify(resolve(root, m))};`);
        return { contents: alsoRewrite(rewriteEntryImports(source, args.path, entryMap)) + reaches.join(''), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
