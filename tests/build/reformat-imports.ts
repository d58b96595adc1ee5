/**
 * Every import and `export … from` of a source written another legal way, found with TypeScript's
 * parser: double quotes, braces over lines with a comment inside, each name (`type` ones, `as`
 * renames) on its line, and `import("…")` in double quotes. `import type` and inline `type` names
 * stay as written: splitting `{ type A, b }` in two statements changes no module, but esbuild's
 * minifier then names some symbols differently (a few bytes on most pages, measured).
 */
import ts from 'typescript';
import { type DeclaredName, declarationsOf, parseModule } from '../../build/import-declarations';

const quoted = (specifier: string) => JSON.stringify(specifier);
const braces = (names: DeclaredName[]) =>
  `{\n  // reformatted\n${names.map((n) => `  ${n.type ? 'type ' : ''}${n.imported}${n.imported === n.local ? '' : ` as ${n.local}`},\n`).join('')}}`;

/** The source reformatted, and how many declarations and import() calls were rewritten. */
export function reformatImports(source: string, file: string): { text: string; rewritten: number } {
  const module = parseModule(source, file);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const d of declarationsOf(module)) {
    if (d.attributes) continue;
    const from = ` from ${quoted(d.specifier)};`;
    const head = [d.defaultName, d.namespace && d.namespace !== '*' && `* as ${d.namespace}`]
      .filter(Boolean)
      .join(', ');
    const clause = [head, d.names && braces(d.names)].filter(Boolean).join(', ');
    const type = d.typeOnly ? 'type ' : '';
    let text: string;
    if (d.kind === 'import') text = clause ? `import ${type}${clause}${from}` : `import ${quoted(d.specifier)};`;
    else text = `export ${type}${d.namespace === '*' ? '*' : clause}${from}`;
    edits.push({ start: d.start, end: d.end, text });
  }
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      edits.push({
        start: node.arguments[0].getStart(module),
        end: node.arguments[0].end,
        text: quoted(node.arguments[0].text),
      });
    ts.forEachChild(node, visit);
  };
  visit(module);
  let text = source;
  for (const { start, end, text: written } of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, start) + written + text.slice(end);
  return { text, rewritten: edits.length };
}
