import { describe, expect, it } from 'vitest';
import { useDemo } from './harness';

describe('two of every widget on one page', () => {
  const demo = useDemo();

  it('mounts them all with no id repeated', { timeout: 240_000 }, async () => {
    const page = await demo.open('/demo/twice');
    // Every widget loads near the viewport: pass by each, then wait until each has mounted or failed.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
      }
    });
    // A widget another holds (hb-community's forms and heart) exists only once its host has
    // mounted, perhaps after the scroll passed it: each look brings the first one waiting into view.
    const pending = () =>
      page.evaluate(() => {
        const waiting = [...document.querySelectorAll<HTMLElement>('main [data-hb-name]')].filter(
          (e) => e.localName !== 'a' && e.dataset.hbState !== 'failed' && !e.querySelector('.hb-root > *'),
        );
        waiting[0]?.scrollIntoView({ block: 'center' });
        return waiting.map((e) => e.dataset.hbName);
      });
    // 108 widgets on one page: on a loaded 2-core CI machine they take more than a minute to mount.
    await expect.poll(pending, { timeout: 150_000 }).toEqual([]);
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate(() => {
      // Widgets of the page, not those a widget holds (hb-community holds hb-homes, hb-testimonials, ...).
      const hosts = document.querySelectorAll('main .hb-widget:not(.hb-widget *)');
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      return {
        hosts: hosts.length,
        failed: document.querySelectorAll('main [data-hb-state="failed"]').length,
        repeated: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
      };
    });
    const widgets = await page.locator('main .cms-twice').count();
    expect(report.failed).toBe(0);
    expect(report.hosts).toBe(2 * widgets);
    expect(report.repeated).toEqual([]);
  });
});
