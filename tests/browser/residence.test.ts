import { describe, expect, it } from 'vitest';
import { createSeed } from '../../demo/data';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

/**
 * Issue #10, part 2: hb-residence-detail, the microsite's floorplan page (spec.md section 2:
 * gallery modal, tour modal, a plan selector that navigates to the chosen plan url), and the
 * site-wide floorplan modal it opens.
 */
describe('hb-residence-detail', () => {
  const demo = useDemo();
  const seed = createSeed();
  const aspen = seed.residences.find((r) => r.url === '/community/lakeside-preserve/floorplans/aspen')!;
  const others = seed.residences
    .filter((r) => r.community_id === aspen.community_id && r.id !== aspen.id)
    .sort((a, b) => a.displayOrder - b.displayOrder);

  for (const width of [375, 1280])
    it(`opens the gallery at the chosen picture, the tour and the floorplan in dialogs, without an axe violation, at ${width} px`, async () => {
      const page = await demo.open(aspen.url, { width });
      await widgetReady(page, 'hb-residence-detail');
      const widget = page.locator('hb-residence-detail');
      await widget.getByRole('heading', { name: 'Aspen', level: 1 }).waitFor();
      await expectNoAxeViolations(page);

      // The gallery, at the third picture; focus stays inside, Escape closes it and focus comes back.
      const third = widget.getByRole('button', { name: /^Open the gallery at picture 3 of \d+: / });
      const [, count, alt] = /picture 3 of (\d+): (.+)$/.exec((await third.textContent()) ?? '')!;
      await third.click();
      const gallery = page.getByRole('dialog', { name: 'Aspen gallery' });
      await gallery.getByText(`Image 3 of ${count}`).waitFor();
      expect(
        await gallery
          .getByRole('group', { name: `3 of ${count}` })
          .getByRole('img')
          .getAttribute('alt'),
      ).toBe(alt);
      // The page behind is inert: Tab goes round the dialog (and, natively, the browser's own bar).
      const stops: string[] = [];
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() =>
            document.activeElement?.closest('dialog')
              ? 'dialog'
              : document.activeElement === document.body
                ? 'browser'
                : 'page',
          ),
        );
      }
      expect(stops).not.toContain('page');
      expect(stops.slice(stops.indexOf('browser')).filter((s) => s === 'dialog').length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await gallery.waitFor({ state: 'hidden' });
      await expect.poll(() => third.evaluate((el) => el === document.activeElement)).toBe(true);

      // The tour: no player before it opens, the player named and from youtube-nocookie while open, none after.
      expect(await page.locator('iframe').count()).toBe(0);
      const tour = widget.getByRole('button', { name: 'Take the video tour' });
      await tour.click();
      const video = page.getByRole('dialog', { name: 'Aspen video tour' });
      const frame = video.locator('iframe[title="Aspen video tour"]');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/');
      await expectNoAxeViolations(page);
      await video.getByRole('button', { name: 'Close' }).click();
      await video.waitFor({ state: 'hidden' });
      expect(await page.locator('iframe').count()).toBe(0);
      await expect.poll(() => tour.evaluate((el) => el === document.activeElement)).toBe(true);

      // The site-wide floorplan modal of the plan: its figures and the communities offering it.
      await widget.getByRole('button', { name: 'The Aspen floorplan' }).click();
      const floorplan = page.getByRole('dialog', { name: 'The Aspen floorplan' });
      await floorplan.getByRole('heading', { name: 'Offered in' }).waitFor();
      expect(await floorplan.getByRole('link', { name: 'Lakeside Preserve' }).getAttribute('href')).toBe(aspen.url);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await floorplan.waitFor({ state: 'hidden' });
      await page.context().close();
    }, 120_000);

  it('goes to the plan chosen in the selector only when asked, and that page shows it', async () => {
    const page = await demo.open(aspen.url);
    const select = page.getByLabel('Other plans in Lakeside Preserve');
    await select.waitFor();
    expect(await select.locator('option').allTextContents()).toEqual(others.map((r) => r.name));
    const target = others[others.length - 1];
    await select.selectOption({ label: target.name });
    expect(new URL(page.url()).pathname).toBe(aspen.url);
    await page.getByRole('button', { name: 'See this plan' }).click();
    await page.waitForURL((url) => url.pathname === target.url);
    await page.getByRole('heading', { name: target.name, level: 1 }).waitFor();
    await page.context().close();
  }, 60_000);

  it('shows an apartment by the month, and spec.md’s “No residences found” for a residence that does not exist, at 375 px', async () => {
    const page = await demo.open('/apartments/lake-mirror-flats/residences/the-hollis', { width: 375 });
    const apartment = page.locator('hb-residence-detail');
    await apartment.getByRole('heading', { name: 'The Hollis', level: 1 }).waitFor();
    expect(await apartment.getByText('From $1,425 a month').count()).toBe(1);
    // A widget an editor adds later is mounted too: one naming a residence nobody has.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<hb-residence-detail id="unknown" data-residence-id="999"><p>Call us.</p></hb-residence-detail>',
        ),
    );
    await page.locator('#unknown').scrollIntoViewIfNeeded();
    await page.locator('#unknown').getByRole('alert').filter({ hasText: 'No residences found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 60_000);
});
