import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { directImports, rewriteEntryImports } from '../../../build/direct-imports';
import { sourceTree } from './source-tree';

/** A throwaway source tree: core/<area>/index.ts entries re-exporting files, as the conventions want them. */
const root = sourceTree('direct-imports', {
  'core/ui/index.ts':
    "export { Modal, type ModalProps } from './modal';\nexport { Loader as Spinner } from './loader';\nexport { safeUrl } from '../security';\n",
  'core/ui/modal.ts':
    "export type ModalProps = { open: boolean };\nexport const Modal = (p: ModalProps) => 'MODAL-CODE ' + p.open;\n",
  'core/ui/loader.ts': "export const Loader = () => 'LOADER-CODE';\n",
  'core/security/index.ts': "export { safeUrl } from './safe-url';\n",
  'core/security/safe-url.ts': "export const safeUrl = (u: string) => 'SAFE-URL-CODE ' + u;\n",
  'widgets/a/index.ts': "import { Spinner } from '../../core/ui';\nexport const a = Spinner();\n",
  'widgets/b/index.ts':
    "import { Modal, type ModalProps, safeUrl as checked } from '../../core/ui';\nconst p: ModalProps = { open: true };\nexport const b = Modal(p) + checked('/x');\n",
});

describe('imports through an entry, built as imports of the files behind it', () => {
  it('points each name at the file that defines it, keeping aliases and type names, and follows entries that re-export entries', () => {
    const file = join(root, 'widgets/b/index.ts');
    const rewritten = rewriteEntryImports(readFileSync(file, 'utf8'), file);
    expect(rewritten).toContain(
      "import { Modal, type ModalProps } from '../../core/ui/modal'; import { safeUrl as checked } from '../../core/security/safe-url';",
    );
    expect(rewriteEntryImports("import { Spinner } from '../../core/ui';", join(root, 'widgets/a/index.ts'))).toBe(
      "import { Loader as Spinner } from '../../core/ui/loader';",
    );
  });

  it('reads an import however it is written: double quotes, braces over lines, comments, no semicolon, `export … from`', () => {
    const file = join(root, 'widgets/b/index.ts');
    const written =
      'import {\n  Modal, // the dialog\n  /* its props */ type ModalProps,\n  safeUrl as checked,\n} from "../../core/ui"\nexport { Spinner as Loading } from "../../core/ui";\n';
    expect(rewriteEntryImports(written, file)).toBe(
      "import { Modal, type ModalProps } from '../../core/ui/modal'; import { safeUrl as checked } from '../../core/security/safe-url';\nexport { Loader as Loading } from '../../core/ui/loader';\n",
    );
  });

  it('follows entries however their re-exports are written', () => {
    const tree = sourceTree('direct-imports-written', {
      'core/ui/index.ts':
        'export type { ModalProps } from "./modal";\nexport {\n  Modal,\n  // the spinner\n  Loader as Spinner,\n} from "./modal"\n',
      'core/ui/modal.ts':
        'export type ModalProps = { open: boolean };\nexport const Modal = () => 1;\nexport const Loader = () => 2;\n',
    });
    const file = join(tree, 'widgets/a/index.ts');
    expect(rewriteEntryImports('import { Spinner, type ModalProps } from "../../core/ui";', file)).toBe(
      "import { Loader as Spinner, type ModalProps } from '../../core/ui/modal';",
    );
  });

  it('leaves alone what is not an entry: a file of the same folder, a package, a type-only import', () => {
    const file = join(root, 'widgets/b/index.ts');
    for (const line of [
      "import { x } from './x';",
      "import { h } from 'preact';",
      "import type { ModalProps } from '../../core/ui';",
      'import "../../core/ui";',
      "import * as ui from '../../core/ui';",
    ])
      expect(rewriteEntryImports(line, file)).toBe(line);
  });

  it('keeps a page from loading what only another page uses (esbuild splits by who reaches a file, not who uses it)', async () => {
    const build = async (plugins: esbuild.Plugin[]) => {
      const result = await esbuild.build({
        entryPoints: { a: join(root, 'widgets/a/index.ts'), b: join(root, 'widgets/b/index.ts') },
        bundle: true,
        splitting: true,
        format: 'esm',
        write: false,
        outdir: join(root, 'out'),
        plugins,
        logLevel: 'silent',
      });
      // What page a loads: its entry and every chunk it imports statically.
      const files = new Map(result.outputFiles.map((f) => [f.path, f.text]));
      const loaded = new Set<string>();
      const visit = (path: string) => {
        if (loaded.has(path)) return;
        loaded.add(path);
        for (const m of files.get(path)!.matchAll(/from\s*"\.\/([^"]+)"/g)) visit(join(root, 'out', m[1]));
      };
      visit(join(root, 'out', 'a.js'));
      return [...loaded].map((p) => files.get(p)).join('\n');
    };
    expect(await build([])).toContain('MODAL-CODE');
    const pageA = await build([directImports(root)]);
    expect(pageA).toContain('LOADER-CODE');
    expect(pageA).not.toContain('MODAL-CODE');
    expect(pageA).not.toContain('SAFE-URL-CODE');
  });
});
