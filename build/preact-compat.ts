/**
 * preact/compat as the shipped build uses it: rebuilt from the sources preact ships
 * (preact/compat/src), with two cuts that take 1.0 to 1.4 KB gzip off every page.
 *
 * - No Suspense, lazy or SuspenseList: no widget uses them, but compat's own build keeps them on
 *   every page, because their `options` hooks run whether anything suspends or not.
 * - memo, forwardRef, PureComponent, Children and createPortal come from their own modules, imported
 *   only by the files that name them (`splitCompatImport`). Through compat's index every page
 *   reached them: esbuild splits code by who reaches a file, not by who uses it.
 *
 * - Packages that `import React from 'react'` get a default object of only the members they read
 *   (COMPAT_DEFAULT_MEMBERS), not compat's default export, which names every compat feature.
 *
 * preact's minified core reads compat's private properties by short names (`vnode._children` is
 * `vnode.__k`). build/preact-mangle.json is preact's own map of them (its mangle.json) for the
 * version installed, which package.json pins; the build stops on any other version, or on a private
 * name the map lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { type Declaration, declarationsOf, parseModule, printNames, rewriteDeclarations } from './import-declarations';

const require = createRequire(import.meta.url);
const mangle = JSON.parse(readFileSync(join(import.meta.dirname, 'preact-mangle.json'), 'utf8')) as {
  preact: string;
  reserved: string[];
  regex: string;
  props: Record<string, string>;
};

export const COMPAT_SOURCES = join(dirname(require.resolve('preact/compat/package.json')), 'src');
const INDEX = join(COMPAT_SOURCES, 'index.js');

/** compat's own private properties, which preact's core never reads: left as they are. */
const COMPAT_ONLY = ['_container', '_getSnapshot', '_instance', '_map', '_next', '_temp'];

/**
 * What only some widgets use, by the module of compat/src that defines it. memo's components
 * forward their refs through forwardRef's options hook, so a page with memo loads both.
 */
const SPLIT: Record<string, string[]> = {
  memo: ['memo.js', 'forwardRef.js'],
  forwardRef: ['forwardRef.js'],
  PureComponent: ['PureComponent.js'],
  Children: ['Children.js'],
  createPortal: ['portals.js'],
};
const LEFT_OUT = ['Suspense', 'lazy', 'SuspenseList'];

/** The modules of compat/src whose imports the light index drops, with the names it imports from each. */
const DROPPED_MODULES: Record<string, string[]> = {
  ...Object.fromEntries(Object.entries(SPLIT).map(([name, [file]]) => [`./${file.replace(/\.js$/, '')}`, [name]])),
  './suspense': ['Suspense', 'lazy'],
  './suspense-list': ['SuspenseList'],
};

/**
 * compat/src/index.js without the names above: their imports go, and their entries in the named
 * export list and in the default export. Throws if the file no longer has them as this expects.
 */
function lightIndex(source: string): string {
  const fail = (what: string): never => {
    throw new Error(`preact/compat/src/index.js ${what}: update build/preact-compat.ts`);
  };
  const dropped = new Set([...Object.keys(SPLIT), ...LEFT_OUT]);
  const module = parseModule(source, INDEX);
  const edits: { start: number; end: number; text: string }[] = [];
  const removed = new Map<string, number>();
  const drop = (name: string) => removed.set(name, (removed.get(name) ?? 0) + 1);
  const keep = (name: string) => {
    if (!dropped.has(name)) return true;
    drop(name);
    return false;
  };
  for (const d of declarationsOf(module)) {
    const names = DROPPED_MODULES[d.specifier];
    if (!names) continue;
    if (d.kind !== 'import' || d.names?.map((n) => n.imported).join() !== names.join())
      fail(`imports ${d.specifier} other than as { ${names.join(', ')} }`);
    names.forEach(drop);
    edits.push({ start: d.start, end: d.end, text: '' });
  }
  // The named export list, and the default export's object (React's default has every name).
  for (const statement of module.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const kept = statement.exportClause.elements.filter((e) => keep((e.propertyName ?? e.name).text));
      edits.push({
        start: statement.getStart(module),
        end: statement.end,
        text: `export { ${kept.map((e) => e.getText(module)).join(', ')} };`,
      });
    } else if (ts.isExportAssignment(statement) && ts.isObjectLiteralExpression(statement.expression)) {
      const kept = statement.expression.properties.filter(
        (p) => !ts.isShorthandPropertyAssignment(p) || keep(p.name.text),
      );
      edits.push({
        start: statement.expression.getStart(module),
        end: statement.expression.end,
        text: `{ ${kept.map((p) => p.getText(module)).join(', ')} }`,
      });
    }
  }
  for (const name of dropped)
    if (removed.get(name) !== 3)
      fail(`has ${name} ${removed.get(name) ?? 0} times in its imports and two export lists, not 3`);
  let index = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    index = index.slice(0, start) + text + index.slice(end);
  const reads = (node: ts.Node): string | undefined =>
    ts.isIdentifier(node) && dropped.has(node.text) ? node.text : ts.forEachChild(node, reads);
  const left = reads(parseModule(index, INDEX));
  if (left) fail(`still reads ${left}`);
  return index;
}

/** One module of compat/src, its private properties named as preact's minified core reads them. */
async function compatModule(path: string): Promise<string> {
  const source = readFileSync(path, 'utf8');
  const result = await esbuild.transform(path === INDEX ? lightIndex(source) : source, {
    format: 'esm',
    loader: 'js',
    sourcefile: path,
    mangleProps: new RegExp(mangle.regex),
    reserveProps: new RegExp(`^(${mangle.reserved.join('|')})$`),
    mangleCache: { ...mangle.props, ...Object.fromEntries(COMPAT_ONLY.map((name) => [name, false])) },
  });
  const unmapped = Object.keys(result.mangleCache ?? {}).filter(
    (name) => !(name in mangle.props) && !COMPAT_ONLY.includes(name),
  );
  if (unmapped.length)
    throw new Error(`${path} reads ${unmapped.join(', ')}, which build/preact-mangle.json does not name`);
  return result.code;
}

const COMPAT_SPECIFIERS = ['react', 'react-dom', 'preact/compat'];

/**
 * An import (or `export … from`) of react, react-dom or preact/compat with the split names taken
 * from their own modules: `import { memo, useState } from 'react';` becomes
 * `import { useState } from 'react'; import { memo } from '…/compat/src/memo.js'; import '…/forwardRef.js';`.
 * Undefined for any other declaration.
 */
export function splitCompatImport(declaration: Declaration): string | undefined {
  const { kind, names, specifier } = declaration;
  if (!COMPAT_SPECIFIERS.includes(specifier) || declaration.typeOnly || !names || declaration.attributes)
    return undefined;
  const split = names.filter((n) => !n.type && SPLIT[n.imported]);
  if (!split.length) return undefined;
  const kept = names.filter((n) => !split.includes(n));
  const clause = [declaration.defaultName, kept.length ? `{ ${printNames(kept)} }` : undefined]
    .filter(Boolean)
    .join(', ');
  return [
    ...(clause ? [`${kind} ${clause} from '${specifier}';`] : []),
    ...split.flatMap((n) => [
      `${kind} { ${printNames([n])} } from ${JSON.stringify(join(COMPAT_SOURCES, SPLIT[n.imported][0]))};`,
      ...SPLIT[n.imported].slice(1).map((file) => `import ${JSON.stringify(join(COMPAT_SOURCES, file))};`),
    ]),
  ].join(' ');
}

/** The source (a file named `file`, for its syntax) with every import of compat split as splitCompatImport does. */
export const splitCompatImports = (source: string, file = 'source.tsx'): string =>
  rewriteDeclarations(source, file, splitCompatImport);

/** The mangle map and lightIndex fit one preact: package.json pins it, and any other stops the build. */
export function checkVersion(version = (require('preact/package.json') as { version: string }).version) {
  if (version !== mangle.preact)
    throw new Error(
      `build/preact-mangle.json was made for preact ${mangle.preact} but ${version} is installed: pin "preact": "${mangle.preact}" in package.json and run npm install, ` +
        `or regenerate build/preact-mangle.json for ${version} (its "props" from mangle.json at tag ${version} of github.com/preactjs/preact, without the "$", and "preact": "${version}") ` +
        'and check that build/preact-compat.ts still cuts compat/src/index.js (npx vitest run --project browser tests/build/preact-compat.test.ts)',
    );
}

/**
 * What the packages that `import React from 'react'` (zustand, google-map-react) read off it. Each
 * gets compat's named exports and a default object of those members only, one object a package,
 * so the stores of every page do not carry what the map reads. A member missing here is undefined
 * at run time: the browser tests of the Google map and of the favorites store run both paths.
 */
const COMPAT_DEFAULT_MEMBERS: Record<string, string[]> = {
  zustand: ['useSyncExternalStore', 'useCallback', 'useDebugValue', 'useRef'],
  'google-map-react': ['Children', 'cloneElement', 'createElement', 'createPortal', 'render', 'unmountComponentAtNode'],
};

/** The package (other than preact) whose file imports React, if it is one. */
function packageReader(importer: string): string | undefined {
  if (!importer.includes('/node_modules/') || importer.includes('/node_modules/preact/')) return undefined;
  const reader = Object.keys(COMPAT_DEFAULT_MEMBERS).find((name) => importer.includes(`/node_modules/${name}/`));
  if (!reader)
    throw new Error(
      `${importer} imports React: list the members it reads in COMPAT_DEFAULT_MEMBERS (build/preact-compat.ts)`,
    );
  return reader;
}

/**
 * react, react-dom and preact/compat are compat/src, its modules rebuilt by compatModule; a
 * package's import of them is its default object (COMPAT_DEFAULT_MEMBERS) over compat/src.
 */
export const preactCompat: esbuild.Plugin = {
  name: 'preact-compat',
  setup(build) {
    build.onStart(() => checkVersion());
    build.onResolve({ filter: /^(react|react-dom|preact\/compat)$/ }, (args) => {
      const reader = packageReader(args.importer);
      return reader ? { path: reader, namespace: 'compat-default' } : { path: INDEX };
    });
    build.onLoad({ filter: /.*/, namespace: 'compat-default' }, (args) => {
      const members = COMPAT_DEFAULT_MEMBERS[args.path].join(', ');
      return {
        resolveDir: COMPAT_SOURCES,
        contents: `${splitCompatImports(`import { ${members} } from 'preact/compat';`, 'compat-default.js')}\nexport * from 'preact/compat';\nexport default { ${members} };\n`,
      };
    });
    build.onLoad({ filter: /\.js$/ }, async (args) =>
      dirname(args.path) === COMPAT_SOURCES ? { contents: await compatModule(args.path), loader: 'js' } : undefined,
    );
  },
};
