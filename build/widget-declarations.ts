/**
 * Every widget's declaration, read from its own widgets/<name>/index.tsx: the name and attributes
 * of defineWidget(name, attributes, Component) and the JSDoc above the call and above each
 * attribute. The one source of the typings, the Custom Elements Manifest, the editors' custom data,
 * the docs' catalogue (docs/widgets.md) and the gallery's attribute tables. Descriptions stay in comments so the
 * shipped widgets carry none of their bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { attributeName, type AttributeSpec, type AttributeSpecs } from '../core/platform/attributes';
import type { WidgetDeclaration } from './declaration';

const root = join(import.meta.dirname, '..');

/** The text of the /** *\/ comment right above a node, without its stars. */
function jsDoc(source: ts.SourceFile, node: ts.Node): string {
  const comments = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = comments.filter((c) => source.text.startsWith('/**', c.pos)).at(-1);
  if (!last) return '';
  return source.text
    .slice(last.pos + 3, last.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The widget's description and each attribute prop's, from the JSDoc of its defineWidget call. */
function descriptions(file: string): { widget: string; attributes: Record<string, string> } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const exported = source.statements.find(ts.isExportAssignment);
  const call = exported && ts.isCallExpression(exported.expression) ? exported.expression : undefined;
  const specs = call?.arguments[1];
  const attributes: Record<string, string> = {};
  if (specs && ts.isObjectLiteralExpression(specs))
    for (const p of specs.properties) if (p.name && ts.isIdentifier(p.name)) attributes[p.name.text] = jsDoc(source, p);
  return { widget: exported ? jsDoc(source, exported) : '', attributes };
}

/** superstruct's type name of an attribute's struct, as TypeScript and the catalogue write it. */
function typeOf(spec: AttributeSpec<unknown>): { type: string; values?: string[] } {
  if (spec.kind === 'enum' && spec.values)
    return { type: spec.values.map((v) => `'${v}'`).join(' | '), values: [...spec.values] };
  return { type: spec.kind === 'enum' ? 'string' : spec.kind };
}

/**
 * The attribute specs of each widget, run for real: the widget index files are bundled with their
 * component and defineWidget stubbed out, so only core/platform's attr.* (and the constants an
 * index names, such as the favorite types) are evaluated.
 */
async function attributeSpecs(entries: Record<string, string>): Promise<Record<string, AttributeSpecs>> {
  const names = Object.keys(entries);
  const entry = `${names.map((n, i) => `import w${i} from ${JSON.stringify(entries[n])};`).join('\n')}\nexport default [${names.map((_, i) => `w${i}`).join(', ')}];`;
  const dir = mkdtempSync(join(tmpdir(), 'hb-declarations-'));
  try {
    // CommonJS, loaded with require: the same under tsx and under vitest's module runner.
    const outfile = join(dir, 'declarations.cjs');
    await esbuild.build({
      stdin: { contents: entry, resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      outfile,
      logLevel: 'error',
      loader: { '.css': 'empty' },
      plugins: [
        {
          name: 'declarations-only',
          setup(build) {
            const indexes = new Set(Object.values(entries));
            build.onResolve({ filter: /^\./ }, ({ path, importer }) => {
              const target = join(dirname(importer), path);
              if (indexes.has(importer) && relative(join(root, 'core', 'mount'), target) === '')
                return { path: 'define-widget', namespace: 'stub' };
              // A widget's own files (its component): not needed to read its declaration.
              if (indexes.has(importer) && dirname(target) === dirname(importer))
                return { path: target, namespace: 'component' };
              return undefined;
            });
            build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
              contents: 'export const defineWidget = (name, attributes) => ({ name, attributes });',
              loader: 'js',
            }));
            build.onLoad({ filter: /.*/, namespace: 'component' }, () => ({
              contents: 'module.exports = {};',
              loader: 'js',
            }));
          },
        },
      ],
    });
    const { default: declared } = createRequire(import.meta.url)(outfile) as {
      default: { name: string; attributes: AttributeSpecs }[];
    };
    return Object.fromEntries(declared.map((d) => [d.name, d.attributes]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The declarations of the widgets in `entries` (name → index file), in name order. */
export async function readDeclarations(entries: Record<string, string>): Promise<WidgetDeclaration[]> {
  const specs = await attributeSpecs(entries);
  return Object.keys(entries)
    .sort()
    .map((name) => {
      const docs = descriptions(entries[name]);
      return {
        name,
        tag: `hb-${name}`,
        description: docs.widget,
        source: relative(root, entries[name]),
        attributes: Object.entries(specs[name] ?? {}).map(([prop, spec]) => ({
          name: attributeName(prop),
          option: attributeName(prop).slice('data-'.length),
          required: spec.required,
          expected: spec.expected,
          ...typeOf(spec),
          example: spec.example,
          description: docs.attributes[prop] ?? '',
        })),
      };
    });
}
