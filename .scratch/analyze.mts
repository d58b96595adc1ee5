import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { widgetEntries } from '/work/main/esbuild.config';
const widget = process.argv[2] ?? 'contact-form';
const entries = widgetEntries();
const r = await esbuild.build({ entryPoints: { [widget]: entries[widget] }, bundle: true, format: 'esm', minify: true, write: false, metafile: true, outdir: '/tmp/esb-out', jsx: 'automatic', alias: { react: 'preact/compat', 'react-dom': 'preact/compat' }, define: { __DEV__: 'false', 'process.env.NODE_ENV': '"production"' }, loader: { '.css': 'empty' }, splitting: true });
const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint)!;
const groups: Record<string, number> = {};
for (const [file, info] of Object.entries(out.inputs)) {
  const key = file.startsWith('node_modules') ? file.split('/').slice(0, file.includes('@') ? 3 : 2).join('/') : file.split('/').slice(0, 3).join('/');
  groups[key] = (groups[key] ?? 0) + info.bytesInOutput;
}
const total = r.outputFiles.filter((f) => f.path.endsWith('.js')).reduce((s, f) => s + gzipSync(f.contents).length, 0);
console.log(widget, 'gzip total (single bundle)', total);
for (const [k, v] of Object.entries(groups).sort((a, b) => b[1] - a[1])) console.log(String(v).padStart(7), k);
