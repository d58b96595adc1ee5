import { defineConfig } from 'vitest/config';

/**
 * Two projects: unit (node; a file that renders or reads the page starts with
 * `// @vitest-environment happy-dom`, and renders with preact/compat, whose sources the shipped
 * build rebuilds without Suspense: build/preact-compat.ts) and browser (Node drives Debian's
 * Chromium through playwright-core against the demo server).
 */
export default defineConfig({
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  define: { __DEV__: 'true' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure rules, schemas and the demo server need no DOM: setting one up costs more than most tests.
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Unit tests run first, then the browser tests with their own worker count.
          sequence: { groupOrder: 0 },
          // Threads start faster than forks (a third less CPU for this suite); two, for two cores.
          pool: 'threads',
          maxWorkers: 2,
          // Component tests type with user-event: generous on a loaded 2-core machine.
          testTimeout: 30_000,
          restoreMocks: true,
          // zustand's React binding imports 'react': inlined, it gets the preact/compat alias too.
          server: { deps: { inline: ['zustand'] } },
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
          // Two cores: one Chromium per test file, two files at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
