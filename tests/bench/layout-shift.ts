/**
 * `npx tsx tests/bench/layout-shift.ts [path…]`: CLS of every demo page (or the given ones) at 375
 * and 1280 px, 4× CPU, scrolled through, with the nodes that moved. Builds first.
 */
import { buildWidgets } from '../../esbuild.config';
import { findChromium, launchChromium } from '../browser/chromium';
import { startBenchDemo } from './bench-demo';
import { measureLayoutShift } from '../browser/layout-shift';
import { demoPaths } from './demo-paths';

if (!process.env.HB_NO_BUILD) await buildWidgets('preact');
const server = await startBenchDemo();
const baseUrl = server.baseUrl;
const browser = await launchChromium(await findChromium());
try {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : demoPaths();
  console.log(`${'page'.padEnd(44)}${'375 px'.padStart(9)}${'1280 px'.padStart(9)}`);
  for (const path of paths) {
    const reports = [];
    for (const width of [375, 1280])
      reports.push(
        // A page that never answers (once, a throttled renderer stopped answering mid-run) is a NaN row, not a bench that waits forever.
        await Promise.race([
          measureLayoutShift(browser, baseUrl + path, { width }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 120 s')), 120_000).unref()),
        ]).catch((e) => ({
          total: NaN,
          shifts: [{ value: NaN, nodes: [String(e).slice(0, 80)] }],
        })),
      );
    console.log(`${path.padEnd(44)}${reports.map((r) => String(r.total).padStart(9)).join('')}`);
    if (process.env.HB_SHIFTS)
      for (const r of reports) for (const s of r.shifts) console.log(`    ${s.value.toFixed(4)} ${s.nodes.join(', ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
