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
    steps: [
      'Paste the element snippet where the widget belongs in the page’s HTML.',
      'The loader and the settings go once into the page’s <head> (above).',
    ],
  },
];

export const FORM_NAMES: Record<GallerySnippet['form'], string> = { link: 'Link', div: 'Div', element: 'Element' };
