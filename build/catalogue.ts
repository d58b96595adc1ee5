/**
 * The docs' generated parts, between their markers, from the widgets' declarations: the widget
 * catalogue (docs/widgets.md) and the allow-lists that keep the div form (docs/embedding.md).
 *   npx tsx build/catalogue.ts           says whether the docs are up to date (exit 1 if not)
 *   npx tsx build/catalogue.ts --write   rewrites them (npm run docs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetEntries } from '../esbuild.config';
import type { AttributeDeclaration, WidgetDeclaration } from './declaration';
import { allowDivForm } from './div-form-allow-lists';
import { readDeclarations } from './widget-declarations';

/** The file each generated part lives in, from the repository's root. */
export const DOCS = { catalogue: 'docs/widgets.md', 'allow-lists': 'docs/embedding.md' } as const;
export const docsPath = (file: string) => join(import.meta.dirname, '..', file);
const start = (part: string) => `<!-- ${part}: written by npm run docs from widgets/*/index.tsx -->`;
const end = (part: string) => `<!-- /${part} -->`;

const cell = (text: string) => text.replace(/\|/g, '\\|');
const values = (a: AttributeDeclaration) =>
  a.values ? ` (${a.values.map((v) => `\`${v}\``).join(', ')})` : a.example ? ` (e.g. \`${a.example}\`)` : '';

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

/** A docs file with one generated part written anew. */
export function withPart(readme: string, part: keyof typeof DOCS, content: string): string {
  const from = readme.indexOf(start(part));
  const to = readme.indexOf(end(part));
  if (from < 0 || to < from) throw new Error(`${DOCS[part]} needs the markers ${start(part)} and ${end(part)}`);
  return `${readme.slice(0, from + start(part).length)}\n${content}\n${readme.slice(to)}`;
}

/** One file of DOCS (its text) with the generated parts that live in it written anew. */
export function withGeneratedParts(file: string, text: string, widgets: WidgetDeclaration[]): string {
  const write = { catalogue: catalogueTable, 'allow-lists': allowLists };
  const parts = (Object.keys(DOCS) as (keyof typeof DOCS)[]).filter((part) => DOCS[part] === file);
  return parts.reduce((updated, part) => withPart(updated, part, write[part](widgets)), text);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const widgets = await readDeclarations(widgetEntries(null));
  for (const file of new Set(Object.values(DOCS))) {
    const text = readFileSync(docsPath(file), 'utf8');
    const updated = withGeneratedParts(file, text, widgets);
    if (process.argv.includes('--write')) writeFileSync(docsPath(file), updated);
    else if (updated !== text) {
      console.error(`${file}: its generated parts differ from the widgets’ declarations; run npm run docs`);
      process.exitCode = 1;
    }
  }
}
