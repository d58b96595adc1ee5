import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nonUniqueIds } from './jsx-ids';
import {
  CORE_LAYERS,
  areaOf,
  coreImports,
  importCircles,
  importsOf,
  isEntry,
  sourceFiles,
  widgetOf,
} from './source-graph';

const root = join(import.meta.dirname, '../..');
const shipped = [...sourceFiles('core'), ...sourceFiles('widgets'), ...sourceFiles('loader')];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** A failure message: what is wrong, each offender on its own line, then what to do. */
const explain = (problem: string, offenders: string[], fix: string) =>
  `${problem}:\n    ${offenders.join('\n    ')}\n  ${fix}\n`;
const CIRCLE_FIX =
  'Break each circle: move what two of its files both need (a type, a constant, a helper) down into a file both can import, so every arrow points one way.';
const stylesheets = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(`${dir}/${e.name}`) : e.name.endsWith('.css') ? [`${dir}/${e.name}`] : [],
  );

describe('conventions every widget relies on', () => {
  it('uses usePageId, never React’s useId: under preact it restarts in every widget root, so ids would repeat on a page', () => {
    const offenders = shipped.filter((f) =>
      /\buseId\b[^'"]*from 'react'|import \{[^}]*\buseId\b[^}]*\} from 'react'/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  describe('ids are page-unique, so a page can hold two of every widget', () => {
    // The widgets' attribute props (planId, communityId, ...): two widgets of a page can share them.
    // Not `id`: favorite-button's record id shares its name with the usual name of a page id.
    const attributeProps = new Set(
      sourceFiles('widgets')
        .flatMap((f) => [...read(f).matchAll(/(\w+): attr\./g)].map((m) => m[1]))
        .filter((p) => p !== 'id'),
    );

    it('builds every id and id reference in JSX from usePageId, never from a constant, data or a widget attribute', () => {
      const offenders = shipped
        .filter((f) => f.endsWith('.tsx'))
        .flatMap((f) => nonUniqueIds(read(f), attributeProps, f));
      expect(offenders).toEqual([]);
    });

    it('catches the ids that repeated when a page held two floorplan details or two my-favorites', () => {
      const found = (jsx: string) => nonUniqueIds(`const x = ${jsx};`, attributeProps);
      expect(found('<h2 id={`hb-fp-detail-${plan.id}`}>Aspen</h2>')).toHaveLength(1);
      expect(
        found('<section aria-labelledby="hb-my-favorites-samples"><h2 id="hb-my-favorites-samples" /></section>'),
      ).toHaveLength(2);
      expect(found('<h2 id={plan.id}>Aspen</h2>')).toHaveLength(1);
      expect(found('<h2 id={`${planId}-title`}>Aspen</h2>')).toHaveLength(1);
      expect(
        found('<label htmlFor={`${id}-term`}><p id={hintId(controlId)} /><FavoriteHeart id={plan.id} /></label>'),
      ).toEqual([]);
    });
  });

  it('sends the visitor only to addresses checked with safeNavigationUrl: every location change goes through navigateTo, and its callers check', () => {
    const changesLocation = (source: string) =>
      /\blocation\.(assign|replace)\(|\blocation\.href\s*=[^=]|\bwindow\.open\(/.test(source);
    expect(shipped.filter((f) => f !== 'core/browser/navigate.ts' && changesLocation(read(f)))).toEqual([]);
    const callers = shipped.filter(
      (f) => f !== 'core/browser/navigate.ts' && f !== 'core/browser/index.ts' && /\bnavigateTo\(/.test(read(f)),
    );
    expect(callers.length).toBeGreaterThan(0);
    expect(callers.filter((f) => !/safeNavigationUrl|communityFloorplansUrl/.test(read(f)))).toEqual([]);
  });

  it('sizes text in em of the host page, never rem or px, so widget headings sit in the CMS’s own scale', () => {
    const files = [...stylesheets('core'), ...stylesheets('widgets')];
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((f) =>
      [...read(f).matchAll(/font(?:-size)?\s*:[^;}]*\d(?:rem|px)\b[^;}]*/g)].map((m) => `${f}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps rules for every element inside a widget (`.hb-widget *`) in core/styles/page-base.css, one file a page: in a widget’s own CSS each file restyles the whole page as it arrives', () => {
    // Chromium restyles every element of the page when a stylesheet arrives holding a rule whose
    // subject is any element below something: 0.7 to 1 s for each widget's file on a page of 12,000
    // elements when every widget's CSS repeated the base's three.
    const files = [...stylesheets('core'), ...stylesheets('widgets')];
    expect(files).toContain('core/styles/page-base.css');
    // `.x *`, any depth below; a child (`.x > *`) is a bounded set and costs a tenth of it.
    const everyElementBelow = /[^>+~\s]\s+\*(::?(before|after))?\s*$/;
    const offenders = files
      .filter((f) => f !== 'core/styles/page-base.css')
      .flatMap((f) =>
        [
          ...read(f)
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .matchAll(/([^{}]+)\{/g),
        ]
          .flatMap((m) => m[1].split(','))
          .filter((selector) => everyElementBelow.test(selector))
          .map((selector) => `${f}: ${selector.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('gives a rule for one of our buttons more weight than the base rules: every widget’s stylesheet repeats them, in any order on a page', () => {
    // core/styles/widget-base.css travels in each widget's CSS, so a second widget's file, arriving
    // later, restates `.hb-button { display: inline-flex }` after the first's `.hb-x { display: flex }`:
    // at one class each, the later wins and the button moves (the Show more button went 456 px left).
    const rules = (css: string) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
        selectors: m[1].split(',').map((x) => x.trim()),
        properties: m[2].split(';').flatMap((d) => (d.includes(':') ? [d.split(':')[0].trim()] : [])),
      }));
    // The base rules of one class (.hb-button, .hb-button--secondary): those a widget's rule of one class ties with.
    const oneClass = /^\.([\w-]+)$/;
    const base = new Set(
      rules(read('core/styles/widget-base.css'))
        .filter((r) => r.selectors.some((x) => oneClass.exec(x)?.[1].startsWith('hb-button')))
        .flatMap((r) => r.properties),
    );
    const withButton = new Set(
      shipped.flatMap((f) =>
        [...read(f).matchAll(/['"`]([^'"`]*\bhb-button\b[^'"`]*)['"`]/g)].flatMap((m) =>
          m[1].split(/\s+/).filter((c) => c.startsWith('hb-') && !c.startsWith('hb-button')),
        ),
      ),
    );
    expect(withButton.size).toBeGreaterThan(10);
    const offenders = [...stylesheets('core'), ...stylesheets('widgets')].flatMap((f) =>
      rules(read(f)).flatMap((r) =>
        r.selectors
          .filter((x) => withButton.has(oneClass.exec(x)?.[1] ?? ''))
          .flatMap((x) => r.properties.filter((p) => base.has(p)).map((p) => `${f}: ${x} { ${p} }`)),
      ),
    );
    expect(
      offenders,
      explain(
        'A rule of one class sets what the base rule of .hb-button sets',
        offenders,
        'Give it the weight of two classes (.hb-button.hb-x), so it wins wherever the stylesheets come.',
      ),
    ).toEqual([]);
  });

  it('never writes innerHTML or inline <style>, so widgets hold under a strict Content-Security-Policy', () => {
    const offenders = shipped.filter((f) =>
      /\.innerHTML\s*=|insertAdjacentHTML|createElement\(['"]style['"]\)/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the layout of core/ (CONTRIBUTING.md, “The shape”)', () => {
  const imports = coreImports(root);
  const rank = (area: string) => CORE_LAYERS.findIndex((layer) => layer.includes(area));

  it('places every core file in an area of the layer table', () => {
    const homeless = sourceFiles('core').filter((f) => rank(areaOf(f) ?? '') < 0);
    expect(homeless).toEqual([]);
  });

  it('keeps entry files small: named re-exports only, of 20 modules or fewer', () => {
    // Read as statements, not lines: how the formatter wraps a list of names does not count.
    const bad = sourceFiles('core')
      .filter((f) => f.endsWith('/index.ts'))
      .filter((f) => {
        const statements = ts.createSourceFile(f, read(f), ts.ScriptTarget.Latest).statements;
        const namedReexport = (s: ts.Statement) =>
          ts.isExportDeclaration(s) &&
          s.exportClause !== undefined &&
          ts.isNamedExports(s.exportClause) &&
          s.moduleSpecifier !== undefined &&
          ts.isStringLiteral(s.moduleSpecifier) &&
          s.moduleSpecifier.text.startsWith('.');
        return statements.length > 20 || !statements.every(namedReexport);
      });
    expect(bad).toEqual([]);
  });

  it('points every arrow down the layers: an area imports only areas below it (or itself)', () => {
    const upward = imports
      .filter((i) => i.from.startsWith('core/') && i.to.startsWith('core/'))
      .filter((i) => {
        const [a, b] = [areaOf(i.from)!, areaOf(i.to)!];
        return a !== b && rank(b) >= rank(a);
      })
      .map((i) => `${i.from} → ${i.to}`);
    expect(upward).toEqual([]);
  });

  it('keeps React out of the pure areas (platform, browser, security, api, rules, lead, i18n, forms engine and declarations)', () => {
    const pure = [
      'platform',
      'browser',
      'security',
      'api',
      'rules',
      'lead',
      'i18n',
      'forms/engine',
      'forms/declarations',
    ];
    const offenders = imports
      .filter(
        (i) => pure.includes(areaOf(i.from) ?? '') && /^(react|react-dom|preact|zustand$|zustand\/react)/.test(i.to),
      )
      .map((i) => `${i.from} → ${i.to}`);
    expect(offenders).toEqual([]);
  });

  it('lets generic UI import only the platform (and its React half, mount), its words (i18n), browser helpers and security', () => {
    const offenders = imports
      .filter(
        (i) =>
          areaOf(i.from) === 'ui' &&
          i.to.startsWith('core/') &&
          !['ui', 'platform', 'mount', 'i18n', 'browser', 'security', 'styles'].includes(areaOf(i.to)!),
      )
      .map((i) => `${i.from} → ${i.to}`);
    expect(offenders).toEqual([]);
  });

  it('keeps core/api/contract.ts (every struct of the API in one table) for the demo and the tests: no shipped file imports it', () => {
    // A page loads only the structs its widget reads: the reads of an entity live in core/api/reads/<entity>.ts.
    const offenders = imports.filter((i) => i.to === 'core/api/contract.ts').map((i) => `${i.from} → ${i.to}`);
    expect(offenders).toEqual([]);
    expect(imports.some((i) => i.to.startsWith('core/api/reads/'))).toBe(true);
  });

  it('never gathers reads modules behind one entry: esbuild chunks whole files, so every page importing such an entry would load each one of them', () => {
    // core/api/index.ts is imported for failure() and the types by nearly every page: it re-exports no read at all.
    const readsOf = (file: string) =>
      new Set(imports.filter((i) => i.from === file && i.to.startsWith('core/api/reads/')).map((i) => i.to));
    const entries = sourceFiles('core').filter((f) => f.endsWith('/index.ts'));
    expect(entries.filter((f) => readsOf(f).size > (f === 'core/api/index.ts' ? 0 : 1))).toEqual([]);
  });

  it('has widgets import core through area entries only', () => {
    const offenders = imports
      .filter((i) => i.from.startsWith('widgets/') && i.to.startsWith('core/') && !isEntry(i.to))
      .map((i) => `${i.from} → ${i.to}`);
    expect(offenders).toEqual([]);
  });

  it('keeps every widget to its own folder and core: no widget imports another widget', () => {
    // A page loads its widget's files and the chunks they reach: a file of another widget would
    // ride along on it, and the two widgets could no longer change apart.
    const offenders = imports
      .filter((i) => widgetOf(i.from) && widgetOf(i.to) && widgetOf(i.from) !== widgetOf(i.to))
      .map((i) => `${i.from} → ${i.to}`);
    expect(
      offenders,
      explain(
        'A widget imports another widget',
        offenders,
        'Move what both widgets need into the core/ area it belongs to (CONTRIBUTING.md, “The shape”: a spec rule into core/rules/, shared UI into its domain area) and import it through that area’s index.ts.',
      ),
    ).toEqual([]);
  });

  it('has no import circle, type-only imports included', () => {
    const circles = importCircles(imports);
    expect(circles, explain('Import circles in core/, widgets/ or loader/', circles, CIRCLE_FIX)).toEqual([]);
  });
});

describe('the demo and the build', () => {
  // esbuild.config.ts is the build's entry: build/ files import it, and it imports them.
  const demoAndBuild = [...sourceFiles('demo'), ...sourceFiles('build'), 'esbuild.config.ts'];
  const imports = importsOf(demoAndBuild);

  it('has no import circle in demo/ or build/, type-only imports included', () => {
    const circles = importCircles(imports);
    expect(circles, explain('Import circles in demo/ or build/', circles, CIRCLE_FIX)).toEqual([]);
  });

  it('has the demo import the build, never the build the demo, so the two folders form no circle', () => {
    // The demo serves what the build writes (its typings, the widgets' declarations); the build
    // writes the bundle and the README's parts, and needs nothing of the demo to do it.
    const across = (from: string, to: string) =>
      imports.filter((i) => i.from.startsWith(from) && i.to.startsWith(to)).map((i) => `${i.from} → ${i.to}`);
    const buildToDemo = across('build/', 'demo/');
    const demoToBuild = across('demo/', 'build/');
    const circle = buildToDemo.length && demoToBuild.length ? [...buildToDemo, ...demoToBuild] : [];
    expect(
      circle,
      explain(
        'build/ and demo/ import each other',
        circle,
        'Move what build/ takes from demo/ into a module of build/ that both import (as build/div-form-allow-lists.ts): the demo imports build/, build/ imports nothing of demo/.',
      ),
    ).toEqual([]);
  });
});
