import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { gallerySnippets } from '../../demo/pages/gallery-snippets';
import { ckeditor5 } from '../sanitizers/ckeditor5';
import { domPurify } from '../sanitizers/dompurify';
import { type Cell, failureReport, failures, matrixTable, TEXT_BESIDE } from '../sanitizers/matrix';
import { mountOutcomes } from '../sanitizers/mount-outcomes';
import { sanitizeHtmlDefaults } from '../sanitizers/sanitize-html';
import { tinymce } from '../sanitizers/tinymce';
import { wordpress } from '../sanitizers/wordpress';
import { useDemo } from './harness';

const REPORT = join(import.meta.dirname, '../../test-results/sanitizer-matrix.md');

/**
 * Issue #16 point 3: every snippet the gallery offers goes through the real sanitizer of every CMS
 * our users run, at its defaults, is published on a page of the demo CMS, and must mount there:
 * each widget of the build through at least one of its forms, after every sanitizer.
 */
describe('the gallery’s snippets after every CMS sanitizer', () => {
  const demo = useDemo();

  it('mount every widget of the build through at least one form after each sanitizer at its defaults', {
    timeout: 400_000,
  }, async () => {
    const widgets = Object.keys(
      JSON.parse(readFileSync(join(inject('distRoot'), 'widgets/manifest.json'), 'utf8')).widgets,
    ).sort();
    const snippets = gallerySnippets(`${demo.baseUrl}/widgets/loader.js`).filter((s) => widgets.includes(s.widget));
    const sanitizers = (
      await Promise.all([
        wordpress('author'),
        wordpress('admin'),
        domPurify(demo.browser),
        sanitizeHtmlDefaults(),
        tinymce(demo.browser),
        ckeditor5(demo.browser),
      ])
    ).flat();

    const sanitized = await Promise.all(sanitizers.map((s) => s.sanitize(snippets.map((snippet) => snippet.html))));
    const placed = sanitizers.flatMap(({ column }, n) =>
      snippets.map(({ widget, form }, i) => ({ widget, form, column, sanitized: sanitized[n][i] })),
    );
    const outcomes = await mountOutcomes(
      demo,
      placed.map(({ widget, sanitized }) => ({ widget, html: sanitized })),
    );
    const cells: Cell[] = placed.map((cell, i) => ({ ...cell, outcome: outcomes[i] }));

    const columns = sanitizers.map((s) => s.column);
    const failed = failures(widgets, columns, cells);
    const table = matrixTable(widgets, columns, cells);
    const legend = [
      ...sanitizers.map((s) => `- ${s.column}: ${s.label}`),
      `- ${TEXT_BESIDE}: mounted, but text of the snippet (its fallback) stays visible beside the widget`,
    ].join('\n');
    console.log(
      `Which gallery forms mount after each sanitizer (${widgets.length} widgets, ${snippets.length} snippets):\n${table}\n${legend}`,
    );
    mkdirSync(join(REPORT, '..'), { recursive: true });
    writeFileSync(
      REPORT,
      `# Gallery snippets after every CMS sanitizer\n\nWhich forms of each widget mount on a published page after each sanitizer at its defaults.\n\n${table}\n\n${legend}\n` +
        (failed.length ? `\n## No form mounts\n\n\`\`\`\n${failureReport(failed)}\n\`\`\`\n` : ''),
    );
    expect(
      failed.length,
      `No form mounts for ${failed.length} widget × sanitizer pair(s):\n${failureReport(failed)}\n\n${table}`,
    ).toBe(0);
  });
});
