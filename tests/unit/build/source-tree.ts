import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/** A throwaway source tree for a build test (path → text), removed after the file's tests; returns its root. */
export function sourceTree(name: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), `hb-${name}-`));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return root;
}
