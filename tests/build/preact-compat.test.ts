import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { directImports } from '../../build/direct-imports';
import { COMPAT_SOURCES, preactCompat, splitCompatImport } from '../../build/preact-compat';
import { useDemo } from '../browser/harness';
import { pageJavaScript, pageJavaScriptWithLazy } from './bundle-sizes';

const root = join(import.meta.dirname, '../..');
const outdir = join(inject('distRoot'), 'widgets');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
const source = (list: string[]) => list.map((f) => readFileSync(join(outdir, f), 'utf8')).join('\n');
/** Does the page of `widget` (and, with `lazy`, that chunk it loads later) hold this text? */
const pageHolds = (widget: string, text: string, lazy?: RegExp) =>
  source((lazy ? pageJavaScriptWithLazy(outdir, widget, lazy) : pageJavaScript(outdir, widget)).files).includes(text);

/** The shipped build's React: preact/compat rebuilt from its sources (build/preact-compat.ts). */
const build = (entry: string) =>
  esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    plugins: [preactCompat, directImports(root, undefined, splitCompatImport)],
    logLevel: 'silent',
  });

describe('preact/compat as the shipped build has it', () => {
  it('reads only private properties of preact that preact’s own compat build reads (its names come from preact’s map)', async () => {
    const own = readFileSync(join(COMPAT_SOURCES, '../dist/compat.module.js'), 'utf8');
    const names = (code: string) => new Set([...code.matchAll(/\.(__[A-Za-z]?)\b/g)].map((m) => m[1]));
    const modules = readdirSync(COMPAT_SOURCES).filter((f) => f.endsWith('.js') && !f.startsWith('suspense'));
    const rebuilt = await esbuild.build({
      stdin: {
        contents: modules
          .map((f, i) => `export * as m${i} from ${JSON.stringify(join(COMPAT_SOURCES, f))};`)
          .join('\n'),
        resolveDir: root,
      },
      bundle: true,
      write: false,
      format: 'esm',
      external: ['preact', 'preact/hooks'],
      plugins: [preactCompat],
    });
    const ours = names(rebuilt.outputFiles[0].text);
    expect(ours.size).toBeGreaterThan(5);
    expect([...ours].filter((name) => !names(own).has(name))).toEqual([]);
  });

  it('leaves Suspense and lazy out of every file (their module names lazy components "Lazy")', () => {
    for (const file of files(outdir))
      expect(readFileSync(file, 'utf8').includes('"Lazy"'), relative(outdir, file)).toBe(false);
  });

  it('gives memo, forwardRef and Children only to the pages whose widgets use them', () => {
    for (const marker of ['"Memo("', '"ForwardRef("', '"Children.only"'])
      expect(pageHolds('mortgage-calculator', marker), marker).toBe(false);
    expect(pageHolds('floorplans', '"Memo("')).toBe(true);
    // google-map-react reads Children; the map loads it with Google's surface, only when a key is set.
    expect(pageHolds('community-map', '"Children.only"')).toBe(false);
    expect(pageHolds('community-map', '"Children.only"', /^google-map-surface-\w+\.js$/)).toBe(true);
  });

  describe('renders the React features the widgets and their libraries use', () => {
    const demo = useDemo();
    let page: Page;
    beforeAll(async () => {
      const app = await build(join(import.meta.dirname, 'fixtures/compat-app.tsx'));
      page = await demo.browser.newPage();
      await page.setContent(
        '<main><div id="root"></div><div id="elsewhere"></div><button id="bump">Bump the store</button><button id="unmount">Unmount</button></main>',
      );
      await page.addScriptTag({ content: app.outputFiles[0].text, type: 'module' });
      await page.getByText('Town is').waitFor();
    });

    it('updates a controlled input on every keystroke (onChange)', async () => {
      await page.getByLabel('Town').pressSequentially('Lake');
      await expect.poll(() => page.locator('.town').textContent()).toBe('Town is Lake');
      await page.getByLabel('Town').pressSequentially('land');
      await expect.poll(() => page.locator('.town').textContent()).toBe('Town is Lakeland');
    });

    it('skips memo and PureComponent children whose props did not change', async () => {
      await page.getByRole('button', { name: 'Clicked 0' }).click();
      await page.getByRole('button', { name: 'Clicked 1' }).click();
      await page.getByRole('button', { name: 'Clicked 2' }).waitFor();
      expect(await page.getByText('Memo: rendered').textContent()).toBe('Memo: rendered 1 time');
      expect(await page.getByText('Pure: rendered').textContent()).toBe('Pure: rendered 1 time');
    });

    it('forwards a ref through memo and forwardRef to the input', async () => {
      await page.getByRole('button', { name: 'Focus the name' }).click();
      await expect.poll(() => page.getByLabel('Name').evaluate((input) => input === document.activeElement)).toBe(true);
    });

    it('counts children, reads a store outside React, reads context and keeps a failure to its boundary', async () => {
      await expect(page.getByText('2 children, the first kept').count()).resolves.toBe(1);
      await expect(page.getByText('Theme coastal').count()).resolves.toBe(1);
      await expect(page.getByText('The broken part failed alone').count()).resolves.toBe(1);
      await page.getByRole('button', { name: 'Bump the store' }).click();
      await expect.poll(() => page.getByText('Store says').textContent()).toBe('Store says 1');
    });

    it('renders a portal into its own container and takes it away, and unmounts the root', async () => {
      await expect.poll(() => page.locator('#elsewhere').textContent()).toBe('In the portal');
      await page.getByRole('button', { name: 'Toggle the portal' }).click();
      await expect.poll(() => page.locator('#elsewhere').textContent()).toBe('');
      await page.getByRole('button', { name: 'Unmount' }).click();
      await expect.poll(() => page.locator('#root').innerHTML()).toBe('');
    });
  });
});
