import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWidgets } from '../../esbuild.config';
import { type FoundChromium, findChromium, launchChromiumServer } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    distRoot: string;
    chromium: FoundChromium;
    /** The WebSocket of the run's one Chromium, which every test file connects to. */
    chromiumEndpoint: string;
  }
}

/**
 * Builds the bundle once into a folder of its own, so parallel runs never share dist/, and
 * launches the run's one Chromium, which every test file connects to (tests/browser/harness.ts).
 * Each test file starts its own demo server, so faults and submissions of one file never reach
 * another.
 */
export default async function setup(project: TestProject) {
  const found = await findChromium();
  console.log(`Browser tests use ${found.label}: ${found.executablePath}`);
  project.provide('chromium', found);
  const distRoot = mkdtempSync(join(tmpdir(), 'hb-dist-'));
  const [server] = await Promise.all([launchChromiumServer(found), buildWidgets('preact', { outRoot: distRoot })]);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  project.provide('distRoot', distRoot);
  return async () => {
    await server.close();
    rmSync(distRoot, { recursive: true, force: true });
  };
}
