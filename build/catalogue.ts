/**
 * The README's widget catalogue, between its markers, from the widgets' declarations.
 *   npx tsx build/catalogue.ts           says whether the README is up to date (exit 1 if not)
 *   npx tsx build/catalogue.ts --write   rewrites it (npm run docs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetEntries } from '../esbuild.config';
import type { AttributeDeclaration, WidgetDeclaration } from './declaration';
import { readDeclarations } from './widget-declarations';

export const CATALOGUE_START = '<!-- catalogue: written by npm run docs from widgets/*/index.tsx -->';
export const CATALOGUE_END = '<!-- /catalogue -->';
export const README = join(import.meta.dirname, '..', 'README.md');

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function catalogueTable(widgets: WidgetDeclaration[]): string {
  const rows = widgets.map((w) => {
    const values = (a: AttributeDeclaration) => (a.values ? ` (${a.values.map((v) => `\`${v}\``).join(', ')})` : a.example ? ` (e.g. \`${a.example}\`)` : '');
    const attributes = w.attributes.map((a) => `\`${a.name}\`${a.required ? '*' : ''}${values(a)}: ${a.description}`);
    return `| \`${w.tag}\` | ${cell(w.description)} | ${cell(attributes.join('<br>'))} |`;
  });
  return ['| element | what it shows | attributes (* required) |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its catalogue written anew. */
export function withCatalogue(readme: string, table: string): string {
  const start = readme.indexOf(CATALOGUE_START);
  const end = readme.indexOf(CATALOGUE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${CATALOGUE_START} and ${CATALOGUE_END}`);
  return `${readme.slice(0, start + CATALOGUE_START.length)}\n${table}\n${readme.slice(end)}`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const readme = readFileSync(README, 'utf8');
  const updated = withCatalogue(readme, catalogueTable(await readDeclarations(widgetEntries(null))));
  if (process.argv.includes('--write')) writeFileSync(README, updated);
  else if (updated !== readme) {
    console.error('README.md: the widget catalogue differs from the widgets’ declarations; run npm run docs');
    process.exitCode = 1;
  }
}
