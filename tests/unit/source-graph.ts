import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The layers of core/, lowest first (CONTRIBUTING.md, "The shape"). An area imports only areas
 * of a lower layer or itself, so no arrow points up and no circle can form between areas.
 */
export const CORE_LAYERS: readonly (readonly string[])[] = [
  ['browser', 'styles'],
  ['platform', 'security'],
  ['api'],
  ['rules', 'lead', 'i18n'],
  ['forms/engine'],
  ['forms/declarations'],
  ['mount'],
  ['ui'],
  ['map', 'forms/react', 'carousel', 'listings'],
  ['favorites', 'compare'],
  ['floorplans', 'communities', 'homes'],
];
const AREAS = CORE_LAYERS.flat();

const root = join(import.meta.dirname, '../..');

/** Every .ts/.tsx file under a folder of the repository, as a repository path. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [`${dir}/${e.name}`]
        : [],
  );
}

/** The area of a core file: core/forms/engine/payload.ts → forms/engine (sub-areas belong to theirs). */
export function areaOf(file: string): string | undefined {
  if (!file.startsWith('core/')) return undefined;
  return AREAS.filter((a) => file.startsWith(`core/${a}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * An area's public surface: its index.ts, a sub-area's index.ts (core/rules/mortgage), one form
 * declaration (core/forms/declarations/contact-us.ts: a page needs one form, never all), or one
 * entity's reads (core/api/reads/home.ts: a page loads the structs it reads, never all of them).
 */
export const isEntry = (file: string) =>
  /^core\/.+\/index\.ts$/.test(file) ||
  /^core\/forms\/declarations\/(?!registry|common-fields)[\w-]+\.ts$/.test(file) ||
  /^core\/api\/reads\/[\w-]+\.ts$/.test(file);

export interface Import {
  from: string;
  /** A repository path for relative imports, else the package name. */
  to: string;
}

function resolve(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(join(root, c)) && /\.\w+$/.test(c)) return c;
  return base;
}

/** Every static import and re-export (type-only included) of the files named (repository paths). */
export function importsOf(files: string[], repo = root): Import[] {
  return files.flatMap((from) =>
    [
      ...readFileSync(join(repo, from), 'utf8').matchAll(
        /(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?['"]([^'"]+)['"]/g,
      ),
    ].map((m) => ({ from, to: resolve(from, m[1]) })),
  );
}

/** Every static import and re-export (type-only included) of core, widgets and loader. */
export const coreImports = (repo = root): Import[] =>
  importsOf(['core', 'widgets', 'loader'].flatMap(sourceFiles), repo);

/**
 * Every import circle among our own .ts/.tsx files, each as `a.ts → b.ts → a.ts` (found by a
 * depth-first walk: one circle per arrow that closes one, enough to name each file to fix).
 */
export function importCircles(imports: Import[]): string[] {
  const graph = new Map<string, string[]>();
  for (const i of imports)
    if (!i.to.includes('node_modules') && /\.tsx?$/.test(i.to)) graph.set(i.from, [...(graph.get(i.from) ?? []), i.to]);
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

/** The widget a file belongs to: widgets/team/team.tsx → team; undefined outside widgets/. */
export const widgetOf = (file: string) => /^widgets\/([^/]+)\//.exec(file)?.[1];
