import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';
import { getLanguageService, newHTMLDataProvider } from 'vscode-html-languageservice';
import { TextDocument } from 'vscode-languageserver-textdocument';
import pkg from '../../package.json' with { type: 'json' };
import { DEVELOPER_FILES } from '../../build/developer-files';
import type { WidgetDeclaration } from '../../build/declaration';
import { readManifest } from './bundle-sizes';

const distRoot = inject('distRoot');
const repo = join(import.meta.dirname, '../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(distRoot, file), 'utf8'));
const built = Object.keys(readManifest(join(distRoot, 'widgets')).widgets);
const declarations = json<WidgetDeclaration[]>(DEVELOPER_FILES.declarations);

describe('the Custom Elements Manifest (custom-elements.json)', () => {
  const manifest = json<Package>(DEVELOPER_FILES.manifest);
  const elements = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d): d is CustomElementDeclaration => 'tagName' in d);

  it('validates against the Custom Elements Manifest schema 2.x', () => {
    const schema = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('custom-elements-manifest/schema.json'), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(manifest.schemaVersion).toMatch(/^2\./);
  });

  it('is where package.json says (customElements)', () => {
    expect(pkg.customElements).toBe(`dist/${DEVELOPER_FILES.manifest}`);
  });

  it('lists every widget of the build with a description and each of its attributes (and data-load)', () => {
    expect(elements.map((e) => e.tagName).sort()).toEqual(built.map((name) => `hb-${name}`).sort());
    for (const w of declarations) {
      const element = elements.find((e) => e.tagName === w.tag)!;
      expect(element.description, w.tag).toContain(w.description);
      expect(
        w.description,
        `${w.source} has no JSDoc above defineWidget (CONTRIBUTING.md, "Add a widget", step 1)`,
      ).not.toBe('');
      expect(element.attributes!.map((a) => a.name)).toEqual([...w.attributes.map((a) => a.name), 'data-load']);
      for (const a of w.attributes)
        expect(a.description, `${w.source}: ${a.name} has no JSDoc (CONTRIBUTING.md, "Add a widget", step 1)`).not.toBe(
          '',
        );
    }
  });
});

describe('the typings (hb-widgets.d.ts, hb-widgets-jsx.d.ts)', () => {
  /** Type-checks templates against the generated typings and React 19's types: each file's errors. */
  function typeErrors(templates: Record<string, string>): Record<string, string> {
    const files = Object.fromEntries(
      Object.entries(templates).map(([name, source]) => [join(distRoot, `${name}.tsx`), source]),
    );
    const host = ts.createCompilerHost({});
    const read = host.readFile;
    host.readFile = (name) => files[name] ?? read(name);
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: {
        react: [join(repo, 'node_modules/@types/react/index.d.ts')],
        'react/jsx-runtime': [join(repo, 'node_modules/@types/react/jsx-runtime.d.ts')],
      },
    };
    const program = ts.createProgram([...Object.keys(files), join(distRoot, DEVELOPER_FILES.jsx)], options, host);
    // Only the templates are checked: the libraries' own declarations (lib.dom, React's) are not
    // what this test is about, and checking them is most of a program's time.
    return Object.fromEntries(
      Object.entries(files).map(([file], i) => {
        const source = program.getSourceFile(file)!;
        const errors = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
        return [
          Object.keys(templates)[i],
          errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'),
        ];
      }),
    );
  }

  // A TypeScript program of its own, checked for the two templates only.
  it('type the elements in the DOM and in JSX: attributes checked, required ones required', () => {
    const errors = typeErrors({
      good: `
        const detail: HTMLElement = document.querySelector('hb-floorplan-detail')!;
        export const page = (
          <main>
            <hb-floorplans data-community-id={25} data-on-your-lot data-load="eager">{detail.id}</hb-floorplans>
            <hb-community-map data-view="list" data-region="lake-wales" />
            <hb-favorite-button data-type="plan" data-id="101" />
          </main>
        );`,
      bad: `export const page = (<main><hb-community-map data-view="grid" /><hb-floorplan-detail /></main>);`,
    });
    expect(errors.good).toBe('');
    expect(errors.bad).toMatch(/'"grid"' is not assignable/);
    expect(errors.bad).toMatch(/'data-plan-id'+ is missing/);
  });
});

describe("the editors' custom data (html-custom-data.json)", () => {
  const data = json<Parameters<typeof newHTMLDataProvider>[1]>(DEVELOPER_FILES.customData);
  const service = getLanguageService({ customDataProviders: [newHTMLDataProvider('hb-widgets', data)] });
  const at = (text: string) => {
    const document = TextDocument.create('file:///template.html', 'html', 1, text.replace('|', ''));
    return { document, position: document.positionAt(text.indexOf('|')), html: service.parseHTMLDocument(document) };
  };

  it('completes every element in an HTML template', () => {
    const { document, position, html } = at('<main><hb-|</main>');
    const labels = service.doComplete(document, position, html).items.map((i) => i.label);
    for (const name of built) expect(labels).toContain(`hb-${name}`);
  });

  it('completes an attribute’s values and shows an element’s description on hover', () => {
    const values = at('<hb-community-map data-view="|"></hb-community-map>');
    expect(service.doComplete(values.document, values.position, values.html).items.map((i) => i.label)).toEqual(
      expect.arrayContaining(['map', 'list']),
    );
    const hover = at('<hb-flo|orplans></hb-floorplans>');
    const shown = JSON.stringify(service.doHover(hover.document, hover.position, hover.html)?.contents);
    expect(shown).toContain(declarations.find((w) => w.name === 'floorplans')!.description);
  });
});
