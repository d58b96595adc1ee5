import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageSettled, useDemo, widgetReady } from './harness';

/** Opens a page signed in as a new account (made through the API, as the create-account form would). */
async function openSignedIn(demo: ReturnType<typeof useDemo>, path: string): Promise<Page> {
  const page = await demo.open('/my-favorites/login');
  const email = `heart-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await page.request.post(`${demo.baseUrl}/my-favorites/create-account`, {
    form: { first_name: 'Ana', last_name: 'Reyes', email, password: 'sunshine-42' },
    headers: { Origin: demo.baseUrl },
  });
  expect(await answer.json()).toEqual({ status: 'success', message: 'Your account has been created.' });
  await page.goto(demo.baseUrl + path);
  return page;
}

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name} to favorites` });

describe('the favorite heart for a visitor not signed in', () => {
  const demo = useDemo();

  it('shows the sign-in modal instead of saving, and after “Don’t show this again” a note by the heart instead', async () => {
    const page = await demo.open('/our-floorplans/aspen');
    await widgetReady(page, 'hb-floorplan-detail');
    await heart(page, 'Aspen').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to save favorites' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/my-favorites/login');
    expect(await dialog.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/my-favorites/create-account',
    );
    expect(await heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Don’t show this again' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.reload();
    await widgetReady(page, 'hb-floorplan-detail');
    await heart(page, 'Aspen').click();
    // No modal, but a polite note by the heart, announced, with a way to sign in (issue #32).
    const note = page.getByRole('status').filter({ hasText: 'Please sign in to save Aspen to your favorites.' });
    await note.waitFor();
    expect(await note.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/my-favorites/login');
    expect(await dialog.isVisible()).toBe(false);
    expect(await heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(page);
  });

  it('closes the modal with Escape and gives focus back to the heart', async () => {
    const page = await demo.open('/our-floorplans/ibis');
    await widgetReady(page, 'hb-floorplan-detail');
    await heart(page, 'Ibis').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to save favorites' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => heart(page, 'Ibis').evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('the favorite heart for a signed-in visitor', () => {
  const demo = useDemo();

  it('fills when saved, and every heart for the same plan on the page agrees', async () => {
    const page = await openSignedIn(demo, '/our-floorplans');
    await widgetReady(page, 'hb-floorplans');
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<hb-favorite-button data-type="plan" data-id="101" data-load="eager"></hb-favorite-button>',
        ),
    );
    await widgetReady(page, 'hb-favorite-button');
    const hearts = heart(page, 'Aspen');
    await expect.poll(() => hearts.count()).toBe(2);
    await hearts.first().click();
    await expect
      .poll(() => hearts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))))
      .toEqual(['true', 'true']);
    const favorites = await (await page.request.get(`${demo.baseUrl}/api/favorite`)).json();
    expect(favorites).toEqual({ status: 'success', results: [{ favoriteable_id: 101, favoriteable_type: 'plan' }] });
    await expectNoAxeViolations(page);

    await hearts.last().click();
    await expect
      .poll(() => hearts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))))
      .toEqual(['false', 'false']);
  });

  it('leaves the heart as it was and says so when the favorite call fails', async () => {
    const page = await openSignedIn(demo, '/our-floorplans/aspen');
    await widgetReady(page, 'hb-floorplan-detail');
    await pageSettled(page); // the visitor's favorites are read before the fault is switched on
    demo.state.faults = { mode: 'fail', match: '/api/favorite', delayMs: 0 };
    try {
      await heart(page, 'Aspen').click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Something went wrong, try again later.');
      expect(await heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('false');
      await expectNoAxeViolations(page);
    } finally {
      demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
    }
    await heart(page, 'Aspen').click();
    await expect.poll(() => heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('leaves a saved heart filled when unsaving fails', async () => {
    const page = await openSignedIn(demo, '/our-floorplans/aspen');
    await widgetReady(page, 'hb-floorplan-detail');
    await heart(page, 'Aspen').click();
    await expect.poll(() => heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('true');
    demo.state.faults = { mode: 'drop', match: '/api/favorite', delayMs: 0 };
    try {
      await heart(page, 'Aspen').click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Something went wrong, try again later.');
      expect(await heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('true');
    } finally {
      demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
    }
  });
});
