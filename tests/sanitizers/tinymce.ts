import type { Browser } from 'playwright-core';
import { adminPage } from './admin-page';
import { installedVersion, type Sanitizer } from './sanitizer';

interface Editor {
  setContent(html: string): void;
  getContent(): string;
  getBody(): HTMLElement;
  focus(): void;
}
type Tinymce = { init(settings: object): Promise<Editor[]> };

/**
 * TinyMCE self-hosted at its defaults (only the GPL licence key it asks for), on an admin page
 * at /admin/edit.html: its default URL conversion rewrites /x to ../x relative to that page, as a
 * CMS's editor does. Two editors, two columns: content set as the source view sets it, and
 * content pasted from a clipboard holding text/html (what the gallery's Copy button writes).
 */
export async function tinymce(browser: Browser): Promise<Sanitizer[]> {
  const page = await adminPage(
    browser,
    '/admin/edit.html',
    '<script src="/node_modules/tinymce/tinymce.min.js"></script>',
  );
  await page.evaluate(async () => {
    const init = (id: string) => {
      const target = document.body.appendChild(Object.assign(document.createElement('textarea'), { id }));
      return (window as unknown as { tinymce: Tinymce }).tinymce.init({ target, license_key: 'gpl' });
    };
    const editors = window as unknown as Record<string, Editor>;
    [[editors.sourceView], [editors.paste]] = await Promise.all([init('source-view'), init('paste')]);
  });
  const version = installedVersion('tinymce');
  return [
    {
      label: `TinyMCE ${version}, source view`,
      column: 'TinyMCE source',
      sanitize: (snippets) =>
        page.evaluate((list) => {
          const editor = (window as unknown as { sourceView: Editor }).sourceView;
          // What the source view (the code plugin) does when the editor saves it.
          return list.map((html) => (editor.setContent(html), editor.getContent()));
        }, snippets),
    },
    {
      label: `TinyMCE ${version}, paste of text/html`,
      column: 'TinyMCE paste',
      sanitize: (snippets) =>
        page.evaluate((list) => {
          const editor = (window as unknown as { paste: Editor }).paste;
          return list.map((html) => {
            editor.setContent('');
            editor.focus();
            const clipboardData = new DataTransfer();
            clipboardData.setData('text/html', html);
            clipboardData.setData('text/plain', html);
            // TinyMCE handles the paste event itself (reads the clipboard, filters, inserts) and at once.
            editor
              .getBody()
              .dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
            return editor.getContent();
          });
        }, snippets),
    },
  ];
}
