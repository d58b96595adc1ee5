import { execFile } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { pageCss, pageJavaScript, readManifest } from './bundle-sizes';
import { reformatImports } from './reformat-imports';

const root = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
/**
 * Files' names hash their inputs' paths, which differ in the copy (its node_modules is a link to
 * ours), so the names (8 characters, the same length) are masked before measuring.
 */
const masked = (text: string) =>
  text
    .replace(/-[A-Z0-9]{8}\.(js|css)/g, '-########.$1')
    .replace(/manifest-[0-9a-f]{8}\//g, 'manifest-########/')
    .replace(/^export default \["[A-Z0-9]{8}"/, 'export default ["########"');
const gzipped = new Map<string, number>();
/** Pages share most of their files: each is compressed once. */
const gzipSize = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(masked(readFileSync(file, 'utf8')), { level: 9 }).length);
  return gzipped.get(file)!;
};
const gzip = (outdir: string, files: string[]) => files.reduce((sum, f) => sum + gzipSize(join(outdir, f)), 0);
/** Each page's gzip JavaScript and CSS (as tests/build/bundle-sizes.ts measures them), by widget. */
const pageSizes = (outdir: string) =>
  Object.fromEntries(
    Object.keys(readManifest(outdir).widgets)
      .sort()
      .map((w) => [
        w,
        { js: gzip(outdir, pageJavaScript(outdir, w).files), css: gzip(outdir, pageCss(outdir, w).files) },
      ]),
  );

// The build reads and rewrites imports (build/direct-imports.ts, build/preact-compat.ts): how they
// are written must not change what ships. One build of a reformatted copy (reformat-imports.ts),
// against the tests' build (global-setup.ts). Before the parser, it failed: "No matching export … memo".
describe('the build whatever the imports look like', () => {
  it("every page's JavaScript and CSS are byte-identical in size when every import is reformatted", async () => {
    const copy = mkdtempSync(join(tmpdir(), 'hb-reformatted-'));
    try {
      for (const dir of ['core', 'widgets', 'loader', 'build', 'integrations'])
        cpSync(join(root, dir), join(copy, dir), { recursive: true });
      for (const file of ['esbuild.config.ts', 'tsconfig.json', 'package.json', 'globals.d.ts'])
        copyFileSync(join(root, file), join(copy, file));
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
      let rewritten = 0;
      for (const file of ['core', 'widgets', 'loader'].flatMap((dir) => sources(join(copy, dir)))) {
        const reformatted = reformatImports(readFileSync(file, 'utf8'), file);
        writeFileSync(file, reformatted.text);
        rewritten += reformatted.rewritten;
      }
      expect(rewritten).toBeGreaterThan(1000);
      // Its own process, as `npm run build`: the copy's modules, not this worker's.
      await promisify(execFile)(
        process.execPath,
        [join(root, 'node_modules/tsx/dist/cli.mjs'), 'esbuild.config.ts', '--quiet'],
        {
          cwd: copy,
        },
      );
      expect(pageSizes(join(copy, 'dist/widgets'))).toEqual(pageSizes(join(inject('distRoot'), 'widgets')));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);
});
