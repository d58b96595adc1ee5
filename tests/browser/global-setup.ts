import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWidgets } from '../../esbuild.config';
import { CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    distRoot: string;
  }
}

/**
 * Builds the bundle once into a folder of its own, so parallel runs never share dist/.
 * Each test file then starts its own demo server (tests/browser/harness.ts), so faults and
 * submissions of one file never reach another.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`);
  const distRoot = mkdtempSync(join(tmpdir(), 'hb-dist-'));
  await buildWidgets('preact', { outRoot: distRoot });
  project.provide('distRoot', distRoot);
  return () => rmSync(distRoot, { recursive: true, force: true });
}
