/**
 * Fewer, larger shared chunks, at no cost to any page.
 *
 * esbuild groups modules into chunks by the set of entry points that reach them, and a module
 * loaded with import() (the inquiry dialog, the carousel's engine, the footer's lists) is an entry
 * point too. So the platform's files, which every widget loads, were split into a dozen small
 * chunks by which of those lazy modules also use them: a request and about 60 B of gzip each.
 * A lazy module only ever loads after the widget that imports it, whose static imports are loaded
 * by then; letting it reach all of them (`export {} from '…'`: no names, no code) changes no page's
 * bytes, and the modules every page loads fall into one chunk.
 *
 * Two builds: the first (not written) finds, for each lazy module of ours, the modules loaded
 * before it can be (the static imports every widget reaching it has in common); the second adds
 * those reaches (see directImports).
 */
import type * as esbuild from 'esbuild';

type Outputs = esbuild.Metafile['outputs'];

/** Source modules (not CSS, not a plugin's virtual module) in the static closure of an output. */
function staticModules(
  outputs: Outputs,
  file: string,
  seen = new Set<string>(),
  modules = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return modules;
  seen.add(file);
  for (const input of Object.keys(outputs[file].inputs))
    if (!input.includes(':') && /\.(tsx?|m?js|cjs)$/.test(input)) modules.add(input);
  for (const { path, kind } of outputs[file].imports)
    if (kind === 'import-statement' && outputs[path]) staticModules(outputs, path, seen, modules);
  return modules;
}

/** Every output a file can load, now or later (static and dynamic imports). */
function reach(outputs: Outputs, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const { path } of outputs[file].imports) if (outputs[path]) reach(outputs, path, seen);
  return seen;
}

/**
 * For each lazy module of ours (a path relative to the build's working directory, as the metafile
 * names it), the modules certainly loaded before it and shared in chunks: its own static imports
 * and what the widgets' own files hold excluded.
 */
const byPackagePath = (module: string) => module.replace(/^.*?(?=node_modules\/)/, '');

export function loadedBefore(metafile: esbuild.Metafile, widgetEntryPaths: string[]): Map<string, string[]> {
  const { outputs } = metafile;
  const widgets = Object.keys(outputs).filter(
    (f) => f.endsWith('.js') && widgetEntryPaths.includes(outputs[f].entryPoint ?? ''),
  );
  // Lazy modules of ours (TypeScript, where directImports can add the reaches), not a package's.
  const lazy = Object.keys(outputs).filter(
    (f) =>
      f.endsWith('.js') &&
      /\.tsx?$/.test(outputs[f].entryPoint ?? '') &&
      !widgetEntryPaths.includes(outputs[f].entryPoint!) &&
      !outputs[f].entryPoint!.includes('node_modules/'),
  );
  // What a widget's own file holds stays there: reached by a lazy module too, it would move to a chunk.
  const inEntries = new Set(widgets.flatMap((f) => Object.keys(outputs[f].inputs)));
  const result = new Map<string, string[]>();
  for (const file of lazy) {
    let common: Set<string> | undefined;
    for (const widget of widgets) {
      if (!reach(outputs, widget).has(file)) continue;
      const loaded = staticModules(outputs, widget);
      common = common ? new Set([...common].filter((m) => loaded.has(m))) : loaded;
    }
    if (!common) continue;
    const own = staticModules(outputs, file);
    const extra = [...common].filter((m) => !own.has(m) && !inEntries.has(m));
    // In an order that does not hang on where node_modules lies (a linked one resolves to a path
    // outside the root: "../…/node_modules/preact" would sort before "core/", moving preact's code).
    if (extra.length)
      result.set(
        outputs[file].entryPoint!,
        extra.sort((a, b) => (byPackagePath(a) < byPackagePath(b) ? -1 : 1)),
      );
  }
  return result;
}
