import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS, docsPath, withGeneratedParts } from '../../build/catalogue';
import { readDeclarations } from '../../build/widget-declarations';
import { widgetEntries } from '../../esbuild.config';

describe("the docs' generated parts (docs/widgets.md, docs/embedding.md)", () => {
  it('say what the widgets’ own declarations say: the catalogue and the allow-lists (npm run docs writes them)', async () => {
    const declarations = await readDeclarations(widgetEntries(null));
    for (const file of new Set(Object.values(DOCS))) {
      const text = readFileSync(docsPath(file), 'utf8');
      expect(
        text,
        `${file} differs from the widgets’ declarations: run npm run docs (CONTRIBUTING.md, "Add a widget", step 5)`,
      ).toBe(withGeneratedParts(file, text, declarations));
    }
    const catalogue = readFileSync(docsPath(DOCS.catalogue), 'utf8');
    for (const w of declarations) expect(catalogue).toContain(`| \`${w.tag}\` |`);
  });
});
