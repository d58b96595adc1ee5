/**
 * A module's imports and re-exports (`export … from`), read with TypeScript's parser, so the build
 * steps that rewrite them see the same declarations whatever the quotes, line breaks, comments,
 * `type` modifiers or `as` renames.
 */
import { extname } from 'node:path';
import ts from 'typescript';

/** One name of a declaration's braces. */
export interface DeclaredName {
  /** Its name in the module named by the specifier. */
  imported: string;
  /** Its name here: an import's local binding, a re-export's exported name. */
  local: string;
  /** `{ type X }`: erased from the JavaScript. */
  type: boolean;
}

export interface Declaration {
  kind: 'import' | 'export';
  /** The statement's text is source.slice(start, end) (the comments before it excluded). */
  start: number;
  end: number;
  specifier: string;
  /** `import type …`, `export type …`: erased from the JavaScript. */
  typeOnly: boolean;
  /** `import X from …` */
  defaultName?: string;
  /** `import * as X`, `export * as X`; `*` for `export * from`. */
  namespace?: string;
  /** The names in braces; undefined without braces (a side-effect import, a default or namespace one). */
  names?: DeclaredName[];
  /** `with { … }`: no step rewrites such a declaration. */
  attributes: boolean;
}

const KINDS: Record<string, ts.ScriptKind> = {
  '.tsx': ts.ScriptKind.TSX,
  '.jsx': ts.ScriptKind.JSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
};

/** The file parsed as its extension says (TypeScript by default); JSDoc skipped, which a third of the time goes to. */
export function parseModule(source: string, file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    source,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    KINDS[extname(file)] ?? ts.ScriptKind.TS,
  );
}

const nameOf = (name: ts.ModuleExportName) => name.text;

/** Every import and `export … from` of the module, in source order. */
export function declarationsOf(module: ts.SourceFile): Declaration[] {
  const found: Declaration[] = [];
  for (const statement of module.statements) {
    if (
      !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    )
      continue;
    const base = {
      start: statement.getStart(module),
      end: statement.end,
      specifier: statement.moduleSpecifier.text,
      attributes: Boolean(statement.attributes),
    };
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      found.push({
        ...base,
        kind: 'import',
        typeOnly: Boolean(clause?.isTypeOnly),
        defaultName: clause?.name?.text,
        namespace: bindings && ts.isNamespaceImport(bindings) ? bindings.name.text : undefined,
        names:
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements.map((e) => ({
                imported: nameOf(e.propertyName ?? e.name),
                local: e.name.text,
                type: e.isTypeOnly,
              }))
            : undefined,
      });
    } else {
      const clause = statement.exportClause;
      found.push({
        ...base,
        kind: 'export',
        typeOnly: statement.isTypeOnly,
        namespace: !clause ? '*' : ts.isNamespaceExport(clause) ? nameOf(clause.name) : undefined,
        names:
          clause && ts.isNamedExports(clause)
            ? clause.elements.map((e) => ({
                imported: nameOf(e.propertyName ?? e.name),
                local: nameOf(e.name),
                type: e.isTypeOnly,
              }))
            : undefined,
      });
    }
  }
  return found;
}

const parsed = new Map<string, { source: string; declarations: Declaration[] }>();

/** declarationsOf the file's source, parsed once: the build loads every source twice (build/loaded-before.ts). */
export function declarations(source: string, file: string): Declaration[] {
  const known = parsed.get(file);
  if (known?.source === source) return known.declarations;
  const found = declarationsOf(parseModule(source, file));
  parsed.set(file, { source, declarations: found });
  return found;
}

/** `a`, `a as b`, `type A`: names as a declaration's braces write them. */
export const printNames = (names: DeclaredName[]) =>
  names.map((n) => `${n.type ? 'type ' : ''}${n.imported}${n.imported === n.local ? '' : ` as ${n.local}`}`).join(', ');

/**
 * The source with each declaration that a rewrite answers with text replaced by that text (the
 * first rewrite that answers wins); unchanged when none does.
 */
export function rewriteDeclarations(
  source: string,
  file: string,
  ...rewrites: ((declaration: Declaration) => string | undefined)[]
): string {
  let result = source;
  for (const declaration of [...declarations(source, file)].reverse()) {
    for (const rewrite of rewrites) {
      const text = rewrite(declaration);
      if (text === undefined) continue;
      result = result.slice(0, declaration.start) + text + result.slice(declaration.end);
      break;
    }
  }
  return result;
}
