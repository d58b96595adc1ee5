import type { Browser } from 'playwright-core';
import { adminPage } from './admin-page';
import { installedVersion, type Sanitizer } from './sanitizer';

/** A regular expression as Drupal writes one into the editor's settings (JSON has none). */
const regexp = (pattern: string) => ({ regexp: { pattern } });

/** Elements Basic HTML's filter_html allows: `dir` and `lang` are allowed on these alone. */
const BASIC_HTML_TAGS = 'br|p|h2|h3|h4|h5|h6|cite|dl|dt|dd|a|blockquote|ul|ol|strong|em|code|li|img';

/**
 * The editor of Drupal 10/11's standard profile for its two text formats, as core's ckeditor5
 * module builds it (editor.editor.*.yml, ckeditor5.ckeditor5.yml): the CKEditor 5 plugins of the
 * toolbar and of the format's filters, and General HTML Support allowing what Source editing
 * lists ("Manually editable HTML tags"). Basic HTML allows neither <div> nor data-*; Full HTML,
 * a format with no HTML restrictions, gets Drupal's "arbitrary HTML support". Drupal's own
 * plugins (DrupalHtmlEngine, DrupalImage, DrupalEmphasis) are not on npm: CKEditor's are used.
 */
const DRUPAL_FORMATS = {
  'Basic HTML': {
    plugins: [
      'Essentials',
      'Paragraph',
      'Heading',
      'Bold',
      'Italic',
      'Link',
      'List',
      'ListProperties',
      'BlockQuote',
      'Image',
      'ImageToolbar',
      'ImageResize',
      'ImageCaption',
      'ImageStyle',
      'Code',
      'SourceEditing',
      'GeneralHtmlSupport',
      'PasteFromOffice',
      'Autoformat',
    ],
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph' },
        ...[2, 3, 4, 5, 6].map((n) => ({ model: `heading${n}`, view: `h${n}`, title: `Heading ${n}` })),
      ],
    },
    list: { properties: { reversed: false, startIndex: true, styles: false } },
    image: { toolbar: ['toggleImageCaption', 'imageTextAlternative'] },
    htmlSupport: {
      allow: [
        ...['cite', 'dl', 'dt', 'dd'].map((name) => ({ name })),
        { name: 'a', attributes: ['hreflang'] },
        { name: 'blockquote', attributes: ['cite'] },
        { name: 'ul', attributes: ['type'] },
        { name: 'ol', attributes: ['start', 'type'] },
        ...['h2', 'h3', 'h4', 'h5', 'h6'].map((name) => ({ name, attributes: ['id'] })),
        { name: regexp(`/^(${BASIC_HTML_TAGS})$/`), attributes: [{ key: 'dir', value: regexp('/^(ltr|rtl)$/') }] },
        { name: regexp(`/^(${BASIC_HTML_TAGS})$/`), attributes: ['lang'] },
      ],
    },
  },
  'Full HTML': {
    plugins: [
      'Essentials',
      'Paragraph',
      'Heading',
      'Bold',
      'Italic',
      'Strikethrough',
      'Superscript',
      'Subscript',
      'RemoveFormat',
      'Link',
      'List',
      'ListProperties',
      'BlockQuote',
      'Image',
      'ImageToolbar',
      'ImageResize',
      'Table',
      'TableToolbar',
      'TableCaption',
      'PlainTableOutput',
      'HorizontalLine',
      'CodeBlock',
      'SourceEditing',
      'GeneralHtmlSupport',
      'HtmlComment',
      'PasteFromOffice',
      'Autoformat',
    ],
    heading: {
      options: [
        { model: 'paragraph', title: 'Paragraph' },
        ...[2, 3, 4, 5, 6].map((n) => ({ model: `heading${n}`, view: `h${n}`, title: `Heading ${n}` })),
      ],
    },
    list: { properties: { reversed: true, startIndex: true, styles: false } },
    image: { toolbar: ['imageTextAlternative'] },
    htmlSupport: { allow: [{ name: regexp('/.*/'), attributes: true, classes: true, styles: true }, { name: 'pre' }] },
  },
};
type Format = keyof typeof DRUPAL_FORMATS;

interface Editor {
  setData(html: string): void;
  getData(): string;
}

/**
 * CKEditor 5 as Drupal 10/11 runs it, one editor a text format on one admin page (the browser
 * build from the npm package). What an editor pastes in Source editing is set with setData, and
 * what Drupal stores is getData.
 */
export async function ckeditor5(browser: Browser): Promise<Sanitizer[]> {
  const page = await adminPage(
    browser,
    '/admin/node/add.html',
    '<script src="/node_modules/ckeditor5/dist/browser/ckeditor5.umd.js"></script>',
  );
  await page.evaluate(async (formats) => {
    const ckeditor = (
      window as unknown as {
        CKEDITOR: Record<string, unknown> & {
          ClassicEditor: { create(el: HTMLElement, config: object): Promise<Editor> };
        };
      }
    ).CKEDITOR;
    // Drupal turns {regexp: {pattern: '/x/'}} into a RegExp before it creates the editor.
    const revive = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(revive);
      if (!value || typeof value !== 'object') return value;
      const { regexp } = value as { regexp?: { pattern: string } };
      if (regexp) return new RegExp(regexp.pattern.slice(1, regexp.pattern.lastIndexOf('/')));
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
    };
    const editors: Record<string, Editor> = ((window as unknown as { editors: Record<string, Editor> }).editors = {});
    for (const [format, { plugins, ...config }] of Object.entries(formats)) {
      const element = document.body.appendChild(document.createElement('div'));
      editors[format] = await ckeditor.ClassicEditor.create(element, {
        licenseKey: 'GPL',
        plugins: plugins.map((name) => ckeditor[name]),
        ...(revive(config) as object),
      });
    }
  }, DRUPAL_FORMATS);
  const version = installedVersion('ckeditor5');
  return (Object.keys(DRUPAL_FORMATS) as Format[]).map((format) => ({
    label: `CKEditor ${version} with General HTML Support as Drupal 10/11 configures it for ${format}`,
    column: `CKE5 ${format.replace(' HTML', '')}`,
    sanitize: (snippets: string[]) =>
      page.evaluate(
        ({ format, list }) => {
          const editor = (window as unknown as { editors: Record<string, Editor> }).editors[format];
          return list.map((html) => (editor.setData(html), editor.getData()));
        },
        { format, list: snippets },
      ),
  }));
}
