import type { WidgetDeclaration } from './declaration';

/*
 * The allow-lists a CMS developer adds so the editor keeps the div form: docs/embedding.md's generated
 * part (catalogue.ts) and the demo's gallery (demo/pages/gallery.ts) both show them.
 */

/** Every data- attribute a widget reads, so an allow-list keeps all of them (data-load included). */
export function widgetAttributes(widgets: WidgetDeclaration[]): string[] {
  return ['data-hb-widget', ...new Set([...widgets.flatMap((w) => w.attributes.map((a) => a.name)), 'data-load'])];
}

/** What a CMS developer adds where the editor's defaults strip the div form. */
export function allowDivForm(widgets: WidgetDeclaration[]): { name: string; where: string; code: string }[] {
  const names = widgetAttributes(widgets);
  return [
    {
      name: 'Drupal 10 and 11 (CKEditor 5)',
      where:
        'Administration → Configuration → Content authoring → Text formats and editors → your text format: add “Source” to the toolbar, then under Source editing → “Manually editable HTML tags” add this line and save. The snippets carry fallback content: keep it, CKEditor 5 drops an empty div.',
      code: `<div ${names.join(' ')}>`,
    },
    {
      name: 'CKEditor 5 in your own build (General HTML Support)',
      where: 'In the editor configuration, with the GeneralHtmlSupport plugin loaded:',
      code: `htmlSupport: {\n  allow: [{ name: 'div', attributes: { ${names.map((n) => `'${n}': true`).join(', ')} } }],\n},`,
    },
    {
      name: 'sanitize-html',
      where:
        'In the options where your CMS calls sanitizeHtml(html, options); its defaults remove every data- attribute:',
      code: `allowedAttributes: {\n  ...sanitizeHtml.defaults.allowedAttributes,\n  div: [${names.map((n) => `'${n}'`).join(', ')}],\n},`,
    },
  ];
}
