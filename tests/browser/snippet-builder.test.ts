import { describe, expect, it } from 'vitest';
import { createSeed } from '../../demo/data';
import { expectNoAxeViolations, useDemo } from './harness';

describe('the snippet builder', () => {
  const demo = useDemo();
  const highland = createSeed().communities.find((c) => c.name === 'Highland Fields')!;

  it('picks a community by name from the live API and copies the div form the classic editor keeps', async () => {
    const page = await demo.open('/gallery/snippet-builder');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.baseUrl });
    await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'Community' });
    const community = page.getByLabel('Community (required)');
    // The names arrive from /api/community/list-names: the select is enabled once they have.
    await community.and(page.locator(':enabled')).waitFor();
    await community.selectOption({ label: 'Highland Fields' });
    await page.getByLabel('Your editor').selectOption({ label: 'WordPress classic editor (Text tab)' });
    const snippet = await page.getByRole('textbox', { name: 'Snippet' }).inputValue();
    expect(snippet).toContain(`<div data-hb-widget="community" data-community-id="${highland.id}">`);
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect
      .poll(() => page.locator('#snippet-builder').getByRole('status').textContent())
      .toBe('Copied: paste it into your editor.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expectNoAxeViolations(page, '#snippet-builder');
  });
});
