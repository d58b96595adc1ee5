import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** A stand-in CMS admin: the editors run on it, outside the demo and its Content-Security-Policy. */
export const ADMIN_ORIGIN = 'http://cms-admin.test';

const NODE_MODULES = join(import.meta.dirname, '../../node_modules') + sep;

/**
 * Opens an admin page of the stand-in CMS at `path` whose <head> is `head`. The page loads the
 * editors self-hosted, as a CMS does: `/node_modules/<package>/<file>` answers with that file of
 * this repository's node_modules. Nothing else answers, so no editor reaches the network.
 */
export async function adminPage(browser: Browser, path: string, head: string): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ADMIN_ORIGIN) return route.abort('blockedbyclient');
    if (url.pathname === path)
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body></body></html>`,
      });
    const file = normalize(join(NODE_MODULES, decodeURIComponent(url.pathname.replace(/^\/node_modules\//, ''))));
    const served = url.pathname.startsWith('/node_modules/') && file.startsWith(NODE_MODULES) && existsSync(file);
    return served ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
  });
  const page = await context.newPage();
  await page.goto(ADMIN_ORIGIN + path);
  return page;
}
