// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallerySnippets } from '../../../../demo/pages/gallery-snippets';

const snippets = gallerySnippets('http://localhost:8080/widgets/loader.js');
const parse = (markup: string) =>
  new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild as HTMLElement;
const widgets = readdirSync(join(import.meta.dirname, '../../../../widgets'));

describe('the snippets the gallery offers', () => {
  it('offer every widget in the three forms', () => {
    for (const widget of widgets) {
      const forms = snippets.filter((s) => s.widget === widget).map((s) => s.form);
      expect(
        forms,
        `widgets/${widget} has no gallery card: add one to an area's cards in demo/pages (CONTRIBUTING.md, "Add a widget", step 4)`,
      ).toEqual(['link', 'div', 'element']);
    }
  });

  it('carry fallback content in every form, on one line (WordPress makes paragraphs of line breaks)', () => {
    for (const s of snippets) {
      expect(parse(s.html).textContent!.trim(), `${s.widget} ${s.form}`).not.toBe('');
      expect(s.html).not.toContain('\n');
    }
  });

  it('give the link the div’s attributes, without data-, in its fragment (& written &amp; as WordPress does)', () => {
    for (const widget of widgets) {
      const div = parse(snippets.find((s) => s.widget === widget && s.form === 'div')!.html);
      const link = snippets.find((s) => s.widget === widget && s.form === 'link')!;
      const href = parse(link.html).getAttribute('href')!;
      const fromLink = Object.fromEntries(new URLSearchParams(href.slice(href.indexOf('#') + 1)));
      const fromDiv = Object.fromEntries([...div.attributes].map((a) => [a.name.replace(/^data-/, ''), a.value]));
      expect(fromLink, widget).toEqual(fromDiv);
      if (Object.keys(fromDiv).length > 1) expect(link.html).toContain('&amp;');
    }
  });
});
