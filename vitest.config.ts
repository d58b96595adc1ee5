import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { LongestFirst } from './tests/longest-first';

/** The unit test files whose first lines hold `marker`. */
const unitFilesSaying = (marker: string): string[] =>
  readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
    .filter(
      (f) => /\.test\.tsx?$/.test(f) && readFileSync(join('tests/unit', f), 'utf8').slice(0, 600).includes(marker),
    )
    .map((f) => join('tests/unit', f));

/**
 * Unit test files that need a worker of their own (threads) rather than a VM context of a shared
 * worker (vmThreads): they say so, and why, in a line `// @hb-own-worker: <why>` at their top.
 */
const OWN_WORKER = unitFilesSaying('@hb-own-worker:');

/** Unit test files that render or read a page: `// @vitest-environment happy-dom` at their top. */
const PAGE_FILES = unitFilesSaying('@vitest-environment happy-dom');

/**
 * What the unit projects share (unit, unit-node, unit-own-worker): node, where a file that renders
 * or reads the page starts with `// @vitest-environment happy-dom` and renders with preact/compat,
 * whose sources the shipped build rebuilds without Suspense (build/preact-compat.ts). The browser
 * project drives Debian's Chromium through playwright-core against the demo server.
 */
const unit = {
  // Pure rules, schemas and the demo server need no DOM: setting one up costs more than most tests.
  environment: 'node',
  setupFiles: ['tests/unit/setup.ts'],
  // Three on two cores: a file waits on its imports from the main process, which two left idle
  // (vmstat 13 % idle; the unit projects 99 s with two workers, 88 s with three).
  maxWorkers: 3,
  // Component tests type with user-event: generous on a loaded 2-core machine.
  testTimeout: 30_000,
  restoreMocks: true,
  // zustand's React binding imports 'react': inlined, it gets the preact/compat alias too.
  server: { deps: { inline: ['zustand'] } },
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  define: { __DEV__: 'true' },
  test: {
    // The longest browser files first, so none ends the run alone.
    sequence: { sequencer: LongestFirst },
    // The default report, then the ten slowest files with their seconds.
    reporters: ['default', './tests/slowest-files.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...unit,
          include: PAGE_FILES,
          exclude: OWN_WORKER,
          // Each file in a VM context of a worker that stays: a fifth of the time of a fresh worker
          // a file (happy-dom and the sources are loaded once a worker, not once a file).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          ...unit,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...OWN_WORKER, ...PAGE_FILES],
          // The files without a page (rules, schemas, the demo server) share their worker's modules:
          // the demo's app and seed are loaded once a worker, not once a file (the unit projects
          // 98 → 79 s, 179 → 141 s of CPU). Each file's own state is its own (useDemo-like
          // factories, restoreMocks); a file that cannot share says @hb-own-worker.
          pool: 'threads',
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-worker',
          ...unit,
          include: OWN_WORKER.length ? OWN_WORKER : ['no-such-file'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts', 'tests/build/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a page shows after a chunk loads may take seconds on a loaded CI machine.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time keep both cores busy (vmstat: 2 to 5 % idle); a third made every
          // file slower than it saved (the same run 660 s with two, 673 to 720 s with three: forms
          // 114 → 73 s, layout shift 192 → 121 s). A worker's files share its Chromium
          // (harness.ts), each with its own demo server.
          maxWorkers: 2,
          // The files share their worker's modules (the demo server, the harness): each file no
          // longer loads the demo's code anew. Their state is their own: useDemo() starts a
          // server and a store per file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
