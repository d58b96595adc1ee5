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
 * Builds the bundle once into a folder of its own, so parallel runs never share dist/, and finds
 * the browser each worker launches once (chromiumOfWorker in tests/browser/harness.ts).
 * Each test file starts its own demo server, so faults and submissions of one file never reach
 * another.
 */
export default async function setup(project: TestProject) {
  const found = await findChromium();
  console.log(`Browser tests use ${found.label}: ${found.executablePath}`);
  project.provide('chromium', found);
  const distRoot = mkdtempSync(join(tmpdir(), 'hb-dist-'));
  await buildWidgets('preact', { outRoot: distRoot });
  project.provide('distRoot', distRoot);
  return () => rmSync(distRoot, { recursive: true, force: true });
}
