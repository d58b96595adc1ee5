import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWidgets } from '../../esbuild.config';
import { type FoundChromium, findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    distRoot: string;
    chromium: FoundChromium;
  }
}

/**
 * Builds the bundle once into a folder of its own, so parallel runs never share dist/.
 * Each test file then starts its own demo server (tests/browser/harness.ts), so faults and
 * submissions of one file never reach another.
 */
export default async function setup(project: TestProject) {
  const browser = await findChromium();
  console.log(`Browser tests use ${browser.label}: ${browser.executablePath}`);
  project.provide('chromium', browser);
  const distRoot = mkdtempSync(join(tmpdir(), 'hb-dist-'));
  await buildWidgets('preact', { outRoot: distRoot });
  project.provide('distRoot', distRoot);
  return () => rmSync(distRoot, { recursive: true, force: true });
}
