import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names. */
const SHOWN = 10;

/**
 * After the run, the files that took longest, with their seconds (each file's tests and hooks, as
 * the default reporter counts them): where the run's time goes, read off every run rather than
 * measured again. tests/longest-first.ts starts the browser files in about this order.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const slowest = modules
      .map((m) => ({ file: relative(process.cwd(), m.moduleId), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (slowest.length < 2) return;
    const lines = slowest.map(
      ({ file, ms }, i) => `  ${String(i + 1).padStart(2)}. ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`,
    );
    process.stdout.write(`\nSlowest files:\n${lines.join('\n')}\n`);
  }
}
