import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, withGeneratedParts } from '../../build/catalogue';
import { readDeclarations } from '../../build/widget-declarations';
import { widgetEntries } from '../../esbuild.config';

describe("the README's generated parts", () => {
  it('say what the widgets’ own declarations say: the catalogue and the allow-lists (npm run docs writes them)', async () => {
    const readme = readFileSync(README, 'utf8');
    const declarations = await readDeclarations(widgetEntries(null));
    expect(readme).toBe(withGeneratedParts(readme, declarations));
    for (const w of declarations) expect(readme).toContain(`| \`${w.tag}\` |`);
  });
});
