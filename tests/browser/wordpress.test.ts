import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLUGIN_ZIP } from '../../build/wordpress-plugin';
import { chromiumOfWorker, contextsOpenedFromNow, startDemoServer, widgetReady } from './harness';
import { freePort, startWordPress, type WordPressSite } from './wordpress-site';

/**
 * The plugin (dist/hb-widgets-wordpress.zip) in Debian's WordPress, with the API on another
 * origin: an Author, whose posts kses filters, inserts the block, picks a community by name,
 * publishes, and the post shows that community. One editor session: Gutenberg is CPU heavy.
 */
describe('the WordPress plugin in a real WordPress', () => {
  let api: Awaited<ReturnType<typeof startDemoServer>>;
  let wordpress: WordPressSite;
  let browser: Browser;
  let closeContexts = async () => {};
  beforeAll(async () => {
    const port = await freePort();
    // The API lists WordPress's origin (CORS_ORIGINS): its pages and its editor read it.
    api = await startDemoServer({ corsOrigins: [`http://127.0.0.1:${port}`] });
    [wordpress, browser] = await Promise.all([
      startWordPress({
        port,
        pluginZip: join(inject('distRoot'), PLUGIN_ZIP),
        options: { hb_widgets_base_url: `${api.baseUrl}/widgets/`, hb_widgets_api_base: `${api.baseUrl}/` },
      }),
      chromiumOfWorker(),
    ]);
    closeContexts = contextsOpenedFromNow(browser);
  });
  afterAll(() => Promise.all([closeContexts(), wordpress?.close(), api?.close()]));

  it('lets an Author insert the block, pick a community by name and publish the widget with its data', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${wordpress.baseUrl}/wp-login.php`);
    await page.getByLabel('Username or Email Address').fill(wordpress.author.login);
    await page.getByLabel('Password', { exact: true }).fill(wordpress.author.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    // Logged in once WordPress sends the browser to wp-admin: the dashboard itself (dozens of
    // scripts from a PHP server beside the whole suite) is not waited for, the editor is next.
    await page.waitForURL(/\/wp-admin\//, { waitUntil: 'commit' });

    await page.goto(`${wordpress.baseUrl}/wp-admin/post-new.php`);
    await page.getByRole('textbox', { name: 'Add title' }).fill('Visit Highland Fields');
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await page.getByRole('searchbox', { name: 'Search for blocks and patterns' }).fill('Home builder widget');
    await page.getByRole('option', { name: 'Home builder widget' }).click();

    // The block lists the widgets of custom-elements.json; the sidebar, the chosen one's attributes.
    const block = page.getByRole('document', { name: 'Block: Home builder widget' });
    await block.getByRole('combobox', { name: 'Widget' }).selectOption({ label: 'Community' });
    await block.getByText('Choose the community in the sidebar (Settings).').waitFor();
    const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings' });
    if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
    const sidebar = page.getByRole('region', { name: 'Editor settings' });
    const community = sidebar.getByRole('combobox', { name: 'Community (required)' });
    await community.fill('Highland');
    await page.getByRole('option', { name: 'Highland Fields' }).click();
    await expect.poll(() => community.inputValue()).toBe('Highland Fields');

    // Live in the editor: the widget itself, read from the API on the other origin.
    await block.getByRole('heading', { level: 1, name: 'Highland Fields' }).waitFor();

    // Wide alignment, from the block's toolbar.
    await page.getByRole('toolbar', { name: 'Block tools' }).getByRole('button', { name: 'Align' }).click();
    await page.getByRole('menuitemradio', { name: 'Wide width' }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('region', { name: 'Editor publish' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    const view = page.getByRole('region', { name: 'Editor publish' }).getByRole('link', { name: 'View Post' });
    await view.waitFor();
    const url = await view.getAttribute('href');

    // The published post: the div form as kses left it for an Author, and the widget with its community.
    await page.goto(url!);
    const widget = page.locator('div.alignwide[data-hb-widget="community"][data-community-id="12"]');
    await widgetReady(page, 'div[data-hb-widget="community"]');
    await widget.getByRole('heading', { level: 1, name: 'Highland Fields' }).waitFor();
    expect(await widget.count()).toBe(1);
    await context.close();
  });

  it('writes the div form for the classic editor’s shortcode, the widget’s own attributes only, escaped', async () => {
    const shortcodes = [
      '[hb_widget name="community" community-id="12"]',
      '[hb_widget name="floorplans" community-id="25" on-your-lot onclick="alert(1)"]',
      '[hb_widget name="community-map" region="x&quot;><script>alert(1)</script>"]',
      '[hb_widget name="no-such-widget"]',
    ];
    // One php-cli run: WordPress loads once.
    const html = JSON.parse(
      await wordpress.php(
        `echo wp_json_encode(array_map('do_shortcode', json_decode(${JSON.stringify(JSON.stringify(shortcodes))})));`,
      ),
    );
    expect(html).toEqual([
      '<div data-hb-widget="community" data-community-id="12"></div>',
      '<div data-hb-widget="floorplans" data-community-id="25" data-on-your-lot></div>',
      '<div data-hb-widget="community-map" data-region="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></div>',
      '<!-- hb_widget: unknown widget "no-such-widget" -->',
    ]);
  });
});
