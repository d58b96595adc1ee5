/**
 * The README's generated parts, between their markers, from the widgets' declarations: the widget
 * catalogue and the allow-lists that keep the div form.
 *   npx tsx build/catalogue.ts           says whether the README is up to date (exit 1 if not)
 *   npx tsx build/catalogue.ts --write   rewrites them (npm run docs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetEntries } from '../esbuild.config';
import type { AttributeDeclaration, WidgetDeclaration } from './declaration';
import { allowDivForm } from './div-form-allow-lists';
import { readDeclarations } from './widget-declarations';

export const README = join(import.meta.dirname, '..', 'README.md');
const start = (part: string) => `<!-- ${part}: written by npm run docs from widgets/*/index.tsx -->`;
const end = (part: string) => `<!-- /${part} -->`;

const cell = (text: string) => text.replace(/\|/g, '\\|');
const values = (a: AttributeDeclaration) => (a.values ? ` (${a.values.map((v) => `\`${v}\``).join(', ')})` : a.example ? ` (e.g. \`${a.example}\`)` : '');

export function catalogueTable(widgets: WidgetDeclaration[]): string {
  const rows = widgets.map((w) => {
    const attributes = w.attributes.map((a) => `\`${a.name}\`${a.required ? '*' : ''}${values(a)}: ${a.description}`);
    return `| \`${w.tag}\` | ${cell(w.description)} | ${cell(attributes.join('<br>'))} |`;
  });
  return ['| element | what it shows | attributes (* required) |', '|---|---|---|', ...rows].join('\n');
}

/** The same configuration the gallery shows (demo/pages/gallery-editors.ts). */
export const allowLists = (widgets: WidgetDeclaration[]) =>
  allowDivForm(widgets)
    .map((c) => `**${c.name}.** ${c.where}\n\n\`\`\`${c.code.startsWith('<') ? 'html' : 'js'}\n${c.code}\n\`\`\``)
    .join('\n\n');

/** The README with one generated part written anew. */
export function withPart(readme: string, part: string, content: string): string {
  const from = readme.indexOf(start(part));
  const to = readme.indexOf(end(part));
  if (from < 0 || to < from) throw new Error(`README.md needs the markers ${start(part)} and ${end(part)}`);
  return `${readme.slice(0, from + start(part).length)}\n${content}\n${readme.slice(to)}`;
}

export const withGeneratedParts = (readme: string, widgets: WidgetDeclaration[]) =>
  withPart(withPart(readme, 'catalogue', catalogueTable(widgets)), 'allow-lists', allowLists(widgets));

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const readme = readFileSync(README, 'utf8');
  const updated = withGeneratedParts(readme, await readDeclarations(widgetEntries(null)));
  if (process.argv.includes('--write')) writeFileSync(README, updated);
  else if (updated !== readme) {
    console.error('README.md: its generated parts differ from the widgets’ declarations; run npm run docs');
    process.exitCode = 1;
  }
}
