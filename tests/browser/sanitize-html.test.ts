import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemo } from './harness';

/** DOMPurify is not safe under happy-dom (its own README): the sanitizer is tested in Chromium. */
describe('sanitizeHtml (DOMPurify) in Chromium', () => {
  const demo = useDemo();
  let bundle = '';
  beforeAll(async () => {
    const out = await esbuild.build({
      stdin: {
        contents: `import * as sanitizer from './core/security/sanitize-html'; Object.assign(window, sanitizer);`,
        resolveDir: join(import.meta.dirname, '../..'),
      },
      bundle: true,
      format: 'iife',
      write: false,
      define: { __DEV__: 'false' },
    });
    bundle = out.outputFiles[0].text;
  });

  const sanitize = async (html: string) => {
    const page = await demo.open('/demo/blank');
    await page.evaluate(bundle);
    return page.evaluate(
      (h) => (window as unknown as { sanitizeHtml(h: string): Promise<string> }).sanitizeHtml(h),
      html,
    );
  };

  it('settles a read made withSanitizer once DOMPurify is in, so the same render sanitizes at once (sanitizeHtmlNow)', async () => {
    const page = await demo.open('/demo/blank');
    await page.evaluate(bundle);
    const html = '<p>Host <strong>model-home</strong> visits</p><a href="javascript:alert(1)">x</a>';
    const got = await page.evaluate(async (h) => {
      const w = window as unknown as {
        sanitizeHtmlNow(h: string): string | undefined;
        withSanitizer<T>(p: Promise<T>): Promise<T>;
      };
      const before = w.sanitizeHtmlNow(h);
      const answer = await w.withSanitizer(Promise.resolve('the read’s answer'));
      return { before: before ?? 'not yet', answer, after: w.sanitizeHtmlNow(h) };
    }, html);
    expect(got).toEqual({
      before: 'not yet',
      answer: 'the read’s answer',
      after: '<p>Host <strong>model-home</strong> visits</p><a>x</a>',
    });
  });

  it('keeps formatting and safe links', async () => {
    expect(await sanitize('<p>Join our <strong>team</strong>: <a href="/careers/4">apply</a></p>')).toBe(
      '<p>Join our <strong>team</strong>: <a href="/careers/4">apply</a></p>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', async () => {
    const out = await sanitize(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><style>p{}</style><iframe src="/"></iframe></p>',
    );
    expect(out).toBe('<p>Hi<img src="x"><a>x</a></p>');
  });

  it('makes links that open a new tab safe', async () => {
    expect(await sanitize('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('gives every link with a target rel="noopener noreferrer", a named window or a wrong rel too', async () => {
    expect(
      await sanitize('<a href="https://example.com" target="promo">a</a><a href="/x" target="_top" rel="opener">b</a>'),
    ).toBe(
      '<a href="https://example.com" target="promo" rel="noopener noreferrer">a</a><a href="/x" target="_top" rel="noopener noreferrer">b</a>',
    );
  });
});
