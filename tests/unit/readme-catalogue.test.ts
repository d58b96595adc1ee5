import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueTable, README, withCatalogue } from '../../build/catalogue';
import { readDeclarations } from '../../build/widget-declarations';
import { widgetEntries } from '../../esbuild.config';

describe("the README's widget catalogue", () => {
  it('says what the widgets’ own declarations say (npm run docs writes it)', async () => {
    const readme = readFileSync(README, 'utf8');
    const declarations = await readDeclarations(widgetEntries(null));
    expect(readme).toBe(withCatalogue(readme, catalogueTable(declarations)));
    for (const w of declarations) expect(readme).toContain(`| \`${w.tag}\` |`);
  });
});
