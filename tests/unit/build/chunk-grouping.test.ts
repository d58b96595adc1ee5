import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { directImports } from '../../../build/direct-imports';
import { loadedBefore } from '../../../build/loaded-before';
import { dropBareRuntimeImports, importsChunk } from '../../../build/runtime-imports';
import { sourceTree } from './source-tree';

/**
 * Two widgets that share two platform files; one of them loads a dialog lazily that uses one of
 * the two, and a CommonJS package lazily. As in the real build, esbuild would split the two
 * platform files apart (the dialog reaches one), and have every entry import its CommonJS helpers.
 */
const root = sourceTree('chunk-grouping', {
  'package.json': '{ "sideEffects": false }',
  'core/p.ts': "export const p = () => 'P-CODE';\n",
  'core/q.ts': "export const q = () => 'Q-CODE';\n",
  'widgets/a/dialog.ts': "import { p } from '../../core/p';\nexport const dialog = () => p() + 'DIALOG';\n",
  'widgets/a/index.ts':
    "import { p } from '../../core/p';\nimport { q } from '../../core/q';\nexport const a = () => import('./dialog').then((m) => m.dialog() + p() + q());\nexport const later = () => import('old');\n",
  'widgets/b/index.ts':
    "import { p } from '../../core/p';\nimport { q } from '../../core/q';\nexport const b = () => p() + q();\n",
  'node_modules/old/package.json': '{ "name": "old", "main": "index.js" }',
  'node_modules/old/index.js': "module.exports = { old: 'OLD-CODE' };\n",
});
const entries = { a: join(root, 'widgets/a/index.ts'), b: join(root, 'widgets/b/index.ts') };

const build = (plugins: esbuild.Plugin[], write = false) =>
  esbuild.build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(root, 'out'),
    absWorkingDir: root,
    metafile: true,
    write,
    plugins,
    logLevel: 'silent',
  });

describe('grouping the modules every page loads', () => {
  it('finds, for a lazy module, what is loaded before it in shared chunks: the static imports of every widget reaching it, not the widget’s own file', async () => {
    const probe = await build([directImports(root)]);
    expect(loadedBefore(probe.metafile, ['widgets/a/index.ts', 'widgets/b/index.ts'])).toEqual(
      new Map([['widgets/a/dialog.ts', ['core/q.ts']]]),
    );
  });

  it('puts the two platform files in one chunk once the dialog reaches both, changing no page’s code', async () => {
    const chunkWith = (result: esbuild.BuildResult, code: string) =>
      result.outputFiles!.find((f) => f.path.includes('/chunk-') && f.text.includes(code))!.path;
    const probe = await build([directImports(root)]);
    expect(chunkWith(probe, 'P-CODE')).not.toBe(chunkWith(probe, 'Q-CODE'));
    const grouped = await build([
      directImports(root, loadedBefore(probe.metafile, ['widgets/a/index.ts', 'widgets/b/index.ts'])),
    ]);
    expect(chunkWith(grouped, 'P-CODE')).toBe(chunkWith(grouped, 'Q-CODE'));
    // The dialog names nothing more: its own code is as before.
    const dialog = (result: esbuild.BuildResult) => result.outputFiles!.find((f) => f.text.includes('DIALOG'))!.text;
    expect(dialog(grouped)).not.toContain('Q-CODE');
    expect(dialog(grouped).match(/export\s*\{[^}]*\}/g)).toEqual(dialog(probe).match(/export\s*\{[^}]*\}/g));
  });

  it('drops the bare imports of esbuild’s CommonJS helpers from the pages; the CommonJS chunk keeps its import', async () => {
    rmSync(join(root, 'out'), { recursive: true, force: true });
    const result = await build([directImports(root)], true);
    const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).map(([k, v]) => [join(root, k), v]));
    const runtime = dropBareRuntimeImports(outputs);
    expect(runtime).toBeDefined();
    const helpers = runtime!.slice(runtime!.lastIndexOf('/') + 1);
    const text = (name: string) => readFileSync(join(root, 'out', name), 'utf8');
    expect(text('b.js')).not.toContain(helpers);
    expect(text('a.js')).not.toContain(`import"./${helpers}"`);
    const cjs = Object.keys(outputs).find((f) => outputs[f].entryPoint?.includes('node_modules/old/'))!;
    expect(readFileSync(cjs, 'utf8')).toContain(helpers);
  });

  it('reads the outputs’ imports however they are printed: quotes, spaces, comments, a path through ..', () => {
    const out = join(root, 'printed');
    mkdirSync(join(out, 'chunks'), { recursive: true });
    writeFileSync(join(out, 'chunks/rt.js'), 'export const h = 1;\n');
    writeFileSync(
      join(out, 'a.js'),
      'import \'./chunks/rt.js\'\nimport /* bare */ "./chunks/rt.js";\nexport const a = \'import"./chunks/rt.js";\';\n',
    );
    writeFileSync(
      join(out, 'chunks/b.js'),
      'import"../chunks/rt.js";import { h } from \'./rt.js\';export const b = h;\n',
    );
    const output = (inputs: Record<string, unknown>) => ({ bytes: 0, inputs, imports: [], exports: [] }) as never;
    const runtime = dropBareRuntimeImports({
      [join(out, 'chunks/rt.js')]: output({}),
      [join(out, 'a.js')]: output({ 'a.ts': {} }),
      [join(out, 'chunks/b.js')]: output({ 'b.ts': {} }),
    });
    expect(runtime).toBe(join(out, 'chunks/rt.js'));
    expect(readFileSync(join(out, 'a.js'), 'utf8')).toBe('export const a = \'import"./chunks/rt.js";\';\n');
    expect(readFileSync(join(out, 'chunks/b.js'), 'utf8')).toBe("import { h } from './rt.js';export const b = h;\n");
    expect(importsChunk(join(out, 'a.js'), runtime!)).toBe(false);
    expect(importsChunk(join(out, 'chunks/b.js'), runtime!)).toBe(true);
  });
});
