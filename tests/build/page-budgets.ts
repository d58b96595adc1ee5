/**
 * Prints each single-widget page's gzip JavaScript and CSS, and with --write sets
 * package.json → budgets.pages / budgets.css to the measured size plus 10 % for the widgets named
 * (or every widget without a budget yet). A budget is raised on purpose, by name, never silently:
 *   npx tsx tests/build/page-budgets.ts dist/widgets --write login,create-account
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageCss, pageJavaScript, readManifest } from './bundle-sizes';

const [outdir = 'dist/widgets', flag, names] = process.argv.slice(2);
const pkgPath = join(import.meta.dirname, '../../package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
const widgets = Object.keys(readManifest(outdir).widgets).sort();
const chosen = flag === '--write' ? (names ? names.split(',') : widgets.filter((w) => !(w in pkg.budgets.pages))) : [];
const withMargin = (n: number) => Math.ceil((n * 1.1) / 64) * 64;

console.log(
  `${'page'.padEnd(26)}${'JS gzip'.padStart(9)}${'budget'.padStart(9)}${'CSS gzip'.padStart(10)}${'budget'.padStart(9)}`,
);
for (const w of widgets) {
  const js = pageJavaScript(outdir, w).gzip;
  const css = pageCss(outdir, w).gzip;
  if (chosen.includes(w)) {
    pkg.budgets.pages[w] = withMargin(js);
    pkg.budgets.css[w] = withMargin(css);
  }
  console.log(
    `${w.padEnd(26)}${String(js).padStart(9)}${String(pkg.budgets.pages[w] ?? '-').padStart(9)}${String(css).padStart(10)}${String(pkg.budgets.css[w] ?? '-').padStart(9)}`,
  );
}
if (chosen.length) writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
