import type { WidgetDeclaration } from '../../build/declaration';
import type { GallerySnippet } from './gallery-snippets';

/**
 * The editors our users paste into, each with the snippet form that survives it at its defaults
 * and where to paste (measured with the real sanitizers: shared/DEPENDENCIES.md).
 */
export interface CmsEditor {
  id: string;
  name: string;
  form: GallerySnippet['form'];
  /** Where to paste it, step by step. */
  steps: string[];
}

export const CMS_EDITORS: CmsEditor[] = [
  {
    id: 'wordpress-blocks',
    name: 'WordPress (block editor)',
    form: 'div',
    steps: [
      'Add a Custom HTML block (the + button, then search for “Custom HTML”) where the widget belongs.',
      'Paste the div snippet into it. WordPress keeps the div and its data- attributes for Authors and Editors too; it removes <hb-…> elements.',
      'In a Paragraph block, paste the link instead: Copy also puts a link on the clipboard, and a visual editor keeps it.',
    ],
  },
  {
    id: 'wordpress-classic',
    name: 'WordPress (classic editor)',
    form: 'link',
    steps: [
      'In the Visual tab, put the cursor on an empty line and paste (Ctrl+V or ⌘V): the widget arrives as a link.',
      'In the Text tab, paste the div snippet on a line of its own (WordPress turns line breaks into paragraphs).',
    ],
  },
  {
    id: 'drupal',
    name: 'Drupal (CKEditor 5)',
    form: 'link',
    steps: [
      'In the body field, put the cursor on an empty line and paste (Ctrl+V or ⌘V): the widget arrives as a link.',
      'CKEditor 5 removes the div form and its data- attributes unless your site allows them (the configuration below).',
    ],
  },
  {
    id: 'tinymce',
    name: 'TinyMCE',
    form: 'div',
    steps: [
      'Open the source code view (Tools → Source code, or the <> button) and paste the div snippet where the widget belongs.',
      'In the editing area, paste the link instead. TinyMCE may rewrite the link’s path (/x to ../x); the widget is read from the part after #, so it still works.',
    ],
  },
  {
    id: 'plain',
    name: 'Plain HTML',
    form: 'element',
    steps: ['Paste the element snippet where the widget belongs in the page’s HTML.', 'The loader and the settings go once into the page’s <head> (above).'],
  },
];

export const FORM_NAMES: Record<GallerySnippet['form'], string> = { link: 'Link', div: 'Div', element: 'Element' };

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
      where: 'In the options where your CMS calls sanitizeHtml(html, options); its defaults remove every data- attribute:',
      code: `allowedAttributes: {\n  ...sanitizeHtml.defaults.allowedAttributes,\n  div: [${names.map((n) => `'${n}'`).join(', ')}],\n},`,
    },
  ];
}
