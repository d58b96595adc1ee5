import type { Browser } from 'playwright-core';
import { adminPage } from './admin-page';
import { installedVersion, type Sanitizer } from './sanitizer';

/** DOMPurify at its defaults, in Chromium: its README warns it is not safe under happy-dom or jsdom. */
export async function domPurify(browser: Browser): Promise<Sanitizer> {
  const page = await adminPage(
    browser,
    '/dompurify.html',
    '<script src="/node_modules/dompurify/dist/purify.min.js"></script>',
  );
  return {
    label: `DOMPurify ${installedVersion('dompurify')}`,
    column: 'DOMPurify',
    sanitize: (snippets) =>
      page.evaluate(
        (list) =>
          list.map((html) =>
            (window as unknown as { DOMPurify: { sanitize(html: string): string } }).DOMPurify.sanitize(html),
          ),
        snippets,
      ),
  };
}
