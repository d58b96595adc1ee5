import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemo, widgetReady } from './harness';

describe('the gallery', () => {
  const demo = useDemo();
  // The gallery is the demo's heaviest page: its first two tests read one visit (the second last: it
  // picks an editor).
  let page: Page;
  beforeAll(async () => {
    page = await demo.open('/gallery');
  });

  it('gives the template the loader URL of this server, not a placeholder', async () => {
    const template = await page
      .getByRole('region', { name: 'Once, in the page template' })
      .locator('pre code')
      .textContent();
    expect(template).toContain(`<script type="module" src="${demo.baseUrl}/widgets/loader.js"></script>`);
    expect(template).toContain('id="hb-widgets-config"');
    expect(template, "widgets.css beside the loader holds each widget's box while it loads").toContain(
      `<link rel="stylesheet" href="${demo.baseUrl}/widgets/widgets.css">`,
    );
  });

  it('says by keyboard which form to use in each editor and where to paste it', async () => {
    const blockEditor = page.getByRole('radio', { name: 'WordPress (block editor)' });
    await blockEditor.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'WordPress (classic editor)' }).isChecked()).toBe(true);
    expect(await page.getByText('In WordPress (classic editor), use the link form.').isVisible()).toBe(true);
    expect(await page.getByText('In WordPress (block editor), use the div form.').isVisible()).toBe(false);
    const card = page.locator('#card-floorplans');
    expect(await card.locator('[data-form="link"] .cms-recommended').textContent()).toBe(
      'use this one in WordPress (classic editor)',
    );
    expect(await card.locator('[data-form="div"] .cms-recommended').isVisible()).toBe(false);
  });

  it('copies a snippet as text and its link as HTML, which pasted into a visual editor and published is a working widget', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.baseUrl });
    const gallery = await context.newPage();
    await gallery.goto(`${demo.baseUrl}/gallery`);
    await gallery.getByRole('button', { name: 'Copy the div form of Mortgage calculator' }).click();
    await gallery.getByText('Copied: paste it into your editor.').waitFor();
    const copied = await gallery.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return {
        text: await (await item.getType('text/plain')).text(),
        html: await (await item.getType('text/html')).text(),
      };
    });
    expect(copied.text).toBe(
      '<div data-hb-widget="mortgage-calculator" data-price="250000"><a href="/home-financing">Estimate your monthly payment</a></div>',
    );
    // Chromium writes the link with an absolute address: the page the gallery runs on.
    expect(copied.html).toMatch(
      /<a href="[^"]*\/home-financing#hb-widget=mortgage-calculator&amp;price=250000">Estimate your monthly payment<\/a>/,
    );

    const editor = await context.newPage();
    await editor.goto(`${demo.baseUrl}/demo/editor`);
    await editor.getByRole('textbox', { name: 'Article' }).click();
    await editor.keyboard.press('ControlOrMeta+V');
    await editor
      .getByRole('textbox', { name: 'Article' })
      .getByRole('link', { name: 'Estimate your monthly payment' })
      .waitFor();
    await editor.getByLabel('Demo token').fill(demo.token);
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.waitForURL(`${demo.baseUrl}/demo/editor`);
    await widgetReady(editor, 'article .hb-widget--mortgage-calculator');
    expect(
      await editor
        .locator('article')
        .getByRole('textbox', { name: /home price/i })
        .inputValue(),
    ).toMatch(/250,?000/);
    await context.close();
  });
});
