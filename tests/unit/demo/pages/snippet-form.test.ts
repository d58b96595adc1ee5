import { describe, expect, it } from 'vitest';
import { pickerOptions, SNIPPET_EDITORS, widgetSnippet } from '../../../../demo/static/snippet-form.js';
import shared from '../../../../integrations/wordpress/pickers.json';

const fallback = { href: '/communities/highland-fields', text: 'Highland Fields' };
const formOf = (id: string) => SNIPPET_EDITORS.find((e) => e.id === id)!.form;

describe("the snippet builder's snippets", () => {
  it('gives each editor the form docs/embedding.md says it keeps', () => {
    expect(Object.fromEntries(SNIPPET_EDITORS.map((e) => [e.id, e.form]))).toEqual({
      'wordpress-blocks': 'div',
      'wordpress-classic': 'div',
      'wordpress-classic-visual': 'link',
      tinymce: 'div',
      drupal: 'link',
      element: 'element',
    });
  });

  it('writes the div, element and link forms, with the fallback link inside', () => {
    const options = { 'data-community-id': '12' };
    expect(widgetSnippet({ widget: 'community', options, form: formOf('wordpress-classic'), fallback })).toBe(
      '<div data-hb-widget="community" data-community-id="12"><a href="/communities/highland-fields">Highland Fields</a></div>',
    );
    expect(widgetSnippet({ widget: 'community', options, form: formOf('element'), fallback })).toBe(
      '<hb-community data-community-id="12"><a href="/communities/highland-fields">Highland Fields</a></hb-community>',
    );
    expect(widgetSnippet({ widget: 'community', options, form: formOf('drupal'), fallback })).toBe(
      '<a href="/communities/highland-fields#hb-widget=community&amp;community-id=12">Highland Fields</a>',
    );
  });

  it('writes lang="es" for a Spanish widget: on the div and the element, on a paragraph around the link (issue 35)', () => {
    const options = { 'data-community-id': '12' };
    const lang = 'es' as const;
    expect(widgetSnippet({ widget: 'community', options, form: 'div', fallback, lang })).toBe(
      '<div data-hb-widget="community" lang="es" data-community-id="12"><a href="/communities/highland-fields">Highland Fields</a></div>',
    );
    expect(widgetSnippet({ widget: 'community', options, form: 'element', fallback, lang })).toBe(
      '<hb-community lang="es" data-community-id="12"><a href="/communities/highland-fields">Highland Fields</a></hb-community>',
    );
    // The link becomes a widget inside its paragraph, whose lang it speaks (core/i18n/language.ts).
    expect(widgetSnippet({ widget: 'community', options, form: 'link', fallback, lang })).toBe(
      '<p lang="es"><a href="/communities/highland-fields#hb-widget=community&amp;community-id=12">Highland Fields</a></p>',
    );
    expect(() =>
      widgetSnippet({ widget: 'community', options, form: 'div', fallback, lang: '"><x' as 'es' }),
    ).toThrow();
  });

  it('writes a boolean attribute bare when checked and leaves it out when not', () => {
    const options = { 'data-compact': true, 'data-on-your-lot': false, 'data-view': '' };
    expect(widgetSnippet({ widget: 'floorplans', options, form: 'div', fallback })).toBe(
      `<div data-hb-widget="floorplans" data-compact><a href="${fallback.href}">${fallback.text}</a></div>`,
    );
    expect(widgetSnippet({ widget: 'floorplans', options, form: 'link', fallback })).toBe(
      `<a href="${fallback.href}#hb-widget=floorplans&amp;compact">${fallback.text}</a>`,
    );
  });

  it('escapes every value, and takes no attribute name that is not data-…', () => {
    const options = { 'data-title': '"><script>alert(1)</script>', 'onclick="x"': 'y', 'data-hb-widget': 'other' };
    const evil = { href: '/a"b', text: '<b>&</b>' };
    const div = widgetSnippet({ widget: 'community', options, form: 'div', fallback: evil });
    expect(div).toBe(
      '<div data-hb-widget="community" data-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><a href="/a&quot;b">&lt;b&gt;&amp;&lt;/b&gt;</a></div>',
    );
    const link = widgetSnippet({ widget: 'community', options, form: 'link', fallback: evil });
    expect(link).toBe(
      '<a href="/a&quot;b#hb-widget=community&amp;title=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E">&lt;b&gt;&amp;&lt;/b&gt;</a>',
    );
    expect(() => widgetSnippet({ widget: 'x"><script>', form: 'div', fallback })).toThrow();
  });

  it("names the API's items as the shared pickers say: a home by address, a plan in a community by both", () => {
    const { 'data-home-id': home, 'data-residence-id': residence } = shared.pickers;
    expect(
      pickerOptions(home, {
        results: [
          { id: 502, address: '9 Oak Ln' },
          { id: 501, address: '1 Elm St' },
        ],
      }),
    ).toEqual([
      { value: '501', label: '1 Elm St' },
      { value: '502', label: '9 Oak Ln' },
    ]);
    expect(
      pickerOptions(residence, {
        results: [
          { id: 7, name: 'Aria', community: 'Highland Fields' },
          { id: 8, name: 'Bay' },
        ],
      }),
    ).toEqual([
      { value: '7', label: 'Aria – Highland Fields' },
      { value: '8', label: 'Bay' },
    ]);
    expect(pickerOptions(home, { results: 'not a list' })).toBeNull();
  });
});
