import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageSettled, useDemo, widgetReady } from './harness';

type Asset = { alt: string; tags: string[]; community_id: number | null };

/** Tab round an open dialog: focus never reaches the page behind it (the browser's own bar is allowed). */
async function expectFocusKeptIn(page: Page, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('dialog')
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : 'page',
    );
    expect(where).not.toBe('page');
  }
}

const pressedTags = (page: Page) => page.locator('hb-gallery [aria-pressed="true"]').allTextContents();

describe('hb-gallery and hb-exceptional-service (issue #10)', () => {
  const demo = useDemo();
  let lakeside: Asset[];
  let builders: Asset[];
  beforeAll(async () => {
    // What the seed holds, as the widget reads it: Lakeside Preserve is community 3.
    const all = ((await (await fetch(`${demo.baseUrl}/api/asset`)).json()) as { results: Asset[] }).results;
    lakeside = all.filter((a) => a.community_id === 3);
    builders = all.filter((a) => a.community_id === null && !a.tags.includes('hero'));
  });

  for (const width of [375, 1280])
    describe(`at ${width} px`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await demo.open('/community/lakeside-preserve/gallery', { width });
        await widgetReady(page, 'hb-gallery');
        await pageSettled(page);
      });
      afterAll(() => page.context().close());

      it('starts a microsite gallery on All, in a named group of toggle buttons, with every picture and the videos', async () => {
        const group = page.getByRole('group', { name: 'Show (one tag at a time)' });
        expect((await group.getByRole('button').allTextContents())[0]).toBe('All');
        expect(await pressedTags(page)).toEqual(['All']);
        expect(await page.locator('hb-gallery li img[alt]:not([alt=""])').count()).toBe(lakeside.length);
        expect(await page.getByRole('button', { name: /^Play video: / }).count()).toBe(2);
        expect(await page.locator('iframe').count()).toBe(0);
        await expectNoAxeViolations(page);
      });

      it('filters on a tag press, presses only that tag, keeps it in the address, and back returns to All', async () => {
        const tag = lakeside[0].tags[0];
        await page.getByRole('button', { name: tag, exact: true }).click();
        await expect.poll(() => pressedTags(page)).toEqual([tag]);
        const alts = lakeside.filter((a) => a.tags.includes(tag)).map((a) => a.alt);
        expect(
          await page.locator('hb-gallery li img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
        ).toEqual(alts);
        await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe(tag);
        await expectNoAxeViolations(page);
        await page.goBack();
        await expect.poll(() => pressedTags(page)).toEqual(['All']);
        await page.goForward();
        await expect.poll(() => pressedTags(page)).toEqual([tag]);
        await page.getByRole('button', { name: 'All', exact: true }).click();
        await expect.poll(() => pressedTags(page)).toEqual(['All']);
      });

      it('opens the gallery dialog at the chosen picture, keeps focus in it, closes on Escape and gives focus back', async () => {
        const chosen = page.locator('hb-gallery li button').nth(2);
        await chosen.click();
        const dialog = page.getByRole('dialog', { name: 'Gallery' });
        await dialog.waitFor();
        await expect.poll(() => dialog.getByText(`Image 3 of ${lakeside.length}`).isVisible()).toBe(true);
        expect(await dialog.locator('.hb-carousel__cell:not([inert]) img').first().getAttribute('alt')).toBe(
          lakeside[2].alt,
        );
        await expectNoAxeViolations(page);
        await expectFocusKeptIn(page, 12);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => chosen.evaluate((el) => el === document.activeElement)).toBe(true);
      });

      it('creates the video player only when a video is opened', async () => {
        const play = page.getByRole('button', { name: 'Play video: Walk through the Magnolia model home' });
        await play.click();
        const dialog = page.getByRole('dialog', { name: 'Walk through the Magnolia model home' });
        await dialog.locator('iframe').waitFor({ state: 'attached' });
        expect(await dialog.locator('iframe').getAttribute('src')).toContain(
          'https://www.youtube-nocookie.com/embed/hbGalMagn17',
        );
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.locator('iframe').count()).toBe(0);
        await expect.poll(() => play.evaluate((el) => el === document.activeElement)).toBe(true);
      });

      it('starts the new home gallery on its first real tag (no All) with the builder’s own pictures', async () => {
        await page.goto(`${demo.baseUrl}/new-home-gallery`);
        await widgetReady(page, 'hb-gallery');
        const first = builders[0].tags[0];
        await expect.poll(() => pressedTags(page)).toEqual([first]);
        expect(await page.getByRole('button', { name: 'All', exact: true }).count()).toBe(0);
        expect(await page.locator('hb-gallery li img[alt]:not([alt=""])').count()).toBe(
          builders.filter((a) => a.tags.includes(first)).length,
        );
        await pageSettled(page);
        await expectNoAxeViolations(page);
      });

      it('opens and closes the exceptional service promise by keyboard', async () => {
        await page.goto(`${demo.baseUrl}/building-process`);
        // The trigger loads as it comes near the viewport, as every widget does.
        await page.locator('hb-exceptional-service').scrollIntoViewIfNeeded();
        await widgetReady(page, 'hb-exceptional-service');
        await pageSettled(page);
        const trigger = page.getByRole('button', { name: 'Our exceptional service promise' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Our exceptional service promise' });
        await dialog.waitFor();
        expect(await dialog.getByText('10-year structural').isVisible()).toBe(true);
        expect(await dialog.getByRole('link', { name: 'Request warranty service' }).getAttribute('href')).toBe(
          '/service-request',
        );
        await expectNoAxeViolations(page);
        await expectFocusKeptIn(page, 6);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
        await expectNoAxeViolations(page);
      });
    });
});
