import { describe, expect, it } from 'vitest';
import type { Home, Plan } from '../../core/api';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

describe('comparing homes and plans', () => {
  const demo = useDemo();
  const read = async <T>(path: string) =>
    ((await (await fetch(`${demo.baseUrl}${path}`)).json()) as { result: T }).result;

  it('adds plans from their cards, explains the limit, keeps the choice across a reload and opens it on the compare page', async () => {
    const page = await demo.open('/our-floorplans');
    await widgetReady(page, 'hb-floorplans');
    const cards = page.locator('hb-floorplans article');
    const names = (await cards.locator('h3').allTextContents()).slice(0, 4);
    const toggle = (name: string) => page.getByRole('button', { name: `Compare ${name}` });

    await toggle(names[0]).click();
    const tray = page.getByRole('region', { name: /^Your comparison/ });
    await expect.poll(() => tray.getByRole('link', { name: 'Compare (1)' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'added to your comparison' }).textContent())
      .toBe(`${names[0]} added to your comparison (1 of 3).`);
    expect(await toggle(names[0]).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);

    await toggle(names[1]).click();
    await toggle(names[2]).click();
    await toggle(names[3]).click();
    const limit = `You can compare up to 3 homes or plans. Remove one from your comparison to add ${names[3]}.`;
    await expect.poll(() => cards.nth(3).getByText(limit).isVisible()).toBe(true);
    expect(await toggle(names[3]).getAttribute('aria-pressed')).toBe('false');
    expect(await tray.getByRole('listitem').allTextContents()).toEqual(names.slice(0, 3).map((n) => `${n}×`));
    // Each name in the tray leads back to its plan's page.
    const plans = ((await (await fetch(`${demo.baseUrl}/api/plan`)).json()) as { results: Plan[] }).results;
    expect(await tray.getByRole('link', { name: names[0], exact: true }).getAttribute('href')).toBe(
      plans.find((p) => p.name === names[0])!.url,
    );
    await expectNoAxeViolations(page);

    // The tray follows the visitor: the next page load (here the same page) starts with the choice.
    await page.reload();
    await widgetReady(page, 'hb-floorplans');
    await expect.poll(() => tray.getByRole('link', { name: 'Compare (3)' }).isVisible()).toBe(true);
    await tray.getByRole('button', { name: `Remove ${names[1]} from comparison` }).click();
    await expect.poll(() => tray.getByRole('link', { name: 'Compare (2)' }).isVisible()).toBe(true);
    expect(await toggle(names[1]).getAttribute('aria-pressed')).toBe('false');

    await tray.getByRole('link', { name: 'Compare (2)' }).click();
    await widgetReady(page, 'hb-compare');
    const table = page.getByRole('table', { name: 'Comparing 2 homes and plans' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual([expect.stringContaining(names[0]), expect.stringContaining(names[2])]);
    await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toMatch(/^plan-\d+,plan-\d+$/);
    await expectNoAxeViolations(page);
  }, 180_000);

  it('opens a shared address with the same columns on another device, readable on a phone, and keeps it up to date', async () => {
    const [home, aspen, birch] = await Promise.all([
      read<Home>('/api/home/501'),
      read<Plan>('/api/plan/101'),
      read<Plan>('/api/plan/102'),
    ]);
    // A new browser context: nothing in its storage, only the address.
    const page = await demo.open('/compare?compare=home-501,plan-101,plan-102', { width: 375 });
    await widgetReady(page, 'hb-compare');
    const table = page.getByRole('table', { name: 'Comparing 3 homes and plans' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual([
        expect.stringContaining(home.address),
        expect.stringContaining(aspen.name),
        expect.stringContaining(birch.name),
      ]);
    // Differing rows say so in words; a phone scrolls the table, not the page.
    expect(await table.getByRole('rowheader', { name: /^Community/ }).textContent()).toBe('CommunityDiffers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    // Printed: the three columns alone, on one landscape page (US letter: 792 × 612 pt).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    expect(pdf).toContain('/MediaBox [0 0 792 612]');

    await page.getByRole('button', { name: `Remove ${home.address} from comparison` }).click();
    await page.getByRole('button', { name: `Remove ${birch.name} from comparison` }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Comparing 1 home or plan' }).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('?compare=plan-101');
    await expectNoAxeViolations(page);
    await page.reload();
    await widgetReady(page, 'hb-compare');
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual([expect.stringContaining(aspen.name)]);
  }, 120_000);

  it('says which parts of a bad address it left out, and shows the rest', async () => {
    const page = await demo.open('/compare?compare=plan-101,home-abc');
    await widgetReady(page, 'hb-compare');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe("This comparison's address names “home-abc”, which is not a home or plan we know, so it is left out.");
    await expect.poll(() => page.getByRole('table', { name: 'Comparing 1 home or plan' }).isVisible()).toBe(true);
  });
});
