import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_REDIRECT_MS } from '../../core/forms/engine/lifecycle-timers';
import { expectNoAxeViolations, pageSettled, useDemo, widgetReady } from './harness';

const PASSWORD = 'sunshine-42';
const newEmail = () => `buyer-${Math.random().toString(36).slice(2)}@example.com`;
const heart = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name} to favorites` });
const message = (page: Page) => page.locator('.hb-form__result');

/**
 * spec.md section 4, "loader, then message": the server's message shows, announced, and the form
 * leaves ACCOUNT_REDIRECT_MS later (on the page's clock, installed before its scripts), for `to`.
 */
async function messageThenLeave(page: Page, text: string, to: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
  expect(new URL(page.url()).pathname).not.toBe(to);
  await page.clock.runFor(ACCOUNT_REDIRECT_MS);
  await page.waitForURL((url) => url.pathname === to);
}

/** An account for a test that is about something else: made through the API, as the form would. */
async function signUpThroughApi(page: Page, baseUrl: string, email: string) {
  const answer = await page.request.post(`${baseUrl}/my-favorites/create-account`, {
    form: { first_name: 'Ana', last_name: 'Reyes', email, password: PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(await answer.json()).toEqual({ status: 'success', message: 'Your account has been created.' });
}

async function signUp(page: Page, email: string) {
  await widgetReady(page, 'hb-create-account');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('my favorites accounts', () => {
  const demo = useDemo({ readsPostBodies: true });

  it('signs up, hearts a plan, finds it in saved floorplans, and unsaves it', async () => {
    const page = await demo.open('/my-favorites/create-account', { clock: 'running' });
    await expectNoAxeViolations(page);
    await signUp(page, newEmail());
    await messageThenLeave(page, 'Your account has been created.', '/my-favorites/saved-floorplans');
    await widgetReady(page, 'hb-saved-floorplans');
    await expect.poll(() => page.getByText('No saved floorplans yet.').isVisible()).toBe(true);
    // The page it leads to says it again.
    expect(await page.getByRole('status').filter({ hasText: 'Your account has been created.' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(`${demo.baseUrl}/our-floorplans/aspen`);
    await widgetReady(page, 'hb-floorplan-detail');
    await heart(page, 'Aspen').click();
    await expect.poll(() => heart(page, 'Aspen').getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${demo.baseUrl}/my-favorites/saved-floorplans`);
    await widgetReady(page, 'hb-saved-floorplans');
    await expect
      .poll(() => page.getByRole('link', { name: 'Aspen' }).getAttribute('href'))
      .toBe('/our-floorplans/aspen');
    expect(await page.getByText('1 saved floorplan', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await heart(page, 'Aspen').click();
    await expect.poll(() => page.getByRole('link', { name: 'Aspen' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Aspen is no longer in your saved floorplans.' }).count())
      .toBe(1);
    expect(await (await page.request.get(`${demo.baseUrl}/api/favorite`)).json()).toEqual({
      status: 'success',
      results: [],
    });
    await expectNoAxeViolations(page);
  });

  it('shows the server’s message and the form again when signing in fails, and goes to saved floorplans when it works', async () => {
    const email = newEmail();
    const page = await demo.open('/my-favorites/login');
    await signUpThroughApi(page, demo.baseUrl, email);
    await page.context().clearCookies();
    // Signed out again, and the page's clock installed before its scripts run again.
    await page.clock.install();
    await page.reload();
    await widgetReady(page, 'hb-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => message(page).textContent()).toBe('The email or password is not correct.');
    expect(await message(page).getAttribute('data-status')).toBe('failure');
    expect(await page.getByLabel('Password').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await messageThenLeave(page, 'You are signed in.', '/my-favorites/saved-floorplans');

    const session = (await page.context().cookies()).find((c) => c.name === 'hb_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('checks what a visitor typed before sending, and focuses the first problem', async () => {
    const page = await demo.open('/my-favorites/create-account', { width: 375 });
    await widgetReady(page, 'hb-create-account');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByText('First name is required.').isVisible()).toBe(true);
    expect(await page.getByText('Enter an email address like name@example.com.').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('says an email already has an account', async () => {
    const email = newEmail();
    const page = await demo.open('/my-favorites/create-account');
    await signUpThroughApi(page, demo.baseUrl, email);
    await page.context().clearCookies();
    await page.reload();
    await signUp(page, email);
    await expect
      .poll(() => message(page).textContent())
      .toBe('An account already exists for this email. Sign in, or reset your password.');
    expect(await page.getByRole('button', { name: 'Create account' }).isVisible()).toBe(true);
  });

  it('sends a reset link, says so, and goes to the login page, which says it again', async () => {
    const page = await demo.open('/my-favorites/forgot-password/', { clock: 'running' });
    await widgetReady(page, 'hb-forgot-password');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = 'If an account exists for this email, we have sent a link to reset the password.';
    await messageThenLeave(page, sent, '/my-favorites/login');
    await widgetReady(page, 'hb-login');
    await page.getByRole('status').filter({ hasText: sent }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('edits the profile with the account state list, and changes the password in a dialog', async () => {
    const email = newEmail();
    const page = await demo.open('/my-favorites/login');
    await signUpThroughApi(page, demo.baseUrl, email);
    await page.goto(`${demo.baseUrl}/my-favorites/my-profile`);
    await widgetReady(page, 'hb-my-profile');
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Ana');
    const states = await page.getByLabel('State').locator('option').allTextContents();
    expect(states[0]).toBe('State');
    expect(states).toEqual(
      expect.arrayContaining(['Guam', 'Palau', 'Puerto Rico', 'Virgin Islands', 'District of Columbia', 'Florida']),
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('City').fill('Lakeland');
    await page.getByLabel('State').selectOption({ label: 'Puerto Rico' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => message(page).first().textContent()).toBe('Your profile has been updated.');
    expect(await page.getByLabel('City').inputValue()).toBe('Lakeland');
    const profile = await (
      await page.request.get(`${demo.baseUrl}/my-favorites/my-profile`, { headers: { Accept: 'application/json' } })
    ).json();
    expect(profile.user).toMatchObject({ email, city: 'Lakeland', state: 'PR' });
    expect(JSON.stringify(profile)).not.toMatch(/password|salt|hash/i);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('new-secret-1');
    await dialog.getByLabel('Confirm new password').fill('new-secret-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => dialog.locator('.hb-form__result').textContent()).toBe('New passwords do not match.');
    expect(await dialog.locator('.hb-form__result').getAttribute('data-status')).toBe('failure');
    expect(await dialog.getByLabel('Current password').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Confirm new password').fill('new-secret-1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => dialog.locator('.hb-form__result').textContent()).toBe('Your password has been changed.');

    const login = await page.request.post(`${demo.baseUrl}/my-favorites/login`, {
      form: { email, password: 'new-secret-1' },
      headers: { Origin: demo.baseUrl },
    });
    expect(await login.json()).toEqual({ status: 'success', message: 'You are signed in.' });
  });

  it('records a viewed plan, and saving it from recently viewed moves it to saved floorplans', async () => {
    const page = await demo.open('/my-favorites/login');
    await signUpThroughApi(page, demo.baseUrl, newEmail());
    for (const slug of ['ibis', 'heron']) {
      await page.goto(`${demo.baseUrl}/our-floorplans/${slug}`);
      await widgetReady(page, 'hb-floorplan-detail');
      await pageSettled(page); // the view is recorded before the visitor moves on
    }
    await page.goto(`${demo.baseUrl}/my-favorites/recently-viewed`);
    await widgetReady(page, 'hb-recently-viewed');
    await expect.poll(() => page.locator('hb-recently-viewed h3').allTextContents()).toEqual(['Heron', 'Ibis']);
    await expectNoAxeViolations(page);

    await heart(page, 'Ibis').click();
    await expect.poll(() => page.locator('hb-recently-viewed h3').allTextContents()).toEqual(['Heron']);
    await page.goto(`${demo.baseUrl}/my-favorites/saved-floorplans`);
    await widgetReady(page, 'hb-saved-floorplans');
    await expect.poll(() => page.locator('hb-saved-floorplans h3').allTextContents()).toEqual(['Ibis']);
  });

  it('asks a visitor who is not signed in to sign in, and shows sample listings on the landing', async () => {
    const page = await demo.open('/my-favorites/saved-floorplans');
    await widgetReady(page, 'hb-saved-floorplans');
    expect(await page.getByText('Sign in to see your saved floorplans.').isVisible()).toBe(true);
    await page.goto(`${demo.baseUrl}/my-favorites`);
    await widgetReady(page, 'hb-my-favorites');
    expect(await page.getByRole('heading', { name: 'What you can save' }).isVisible()).toBe(true);
    // Each sample shows a drawing, not an empty grey box that reads as a loader that never finished.
    const drawings = await page.locator('.hb-my-favorites__sample-picture').evaluateAll((boxes) =>
      Promise.all(
        boxes.map(async (box) => {
          const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(box).backgroundImage)?.[1];
          const image = Object.assign(new Image(), { src: url ?? '' });
          return url
            ? image.decode().then(
                () => image.naturalWidth,
                () => 0,
              )
            : 0;
        }),
      ),
    );
    expect(drawings).toEqual([300, 300, 300]);
    await expectNoAxeViolations(page);
    await page.goto(`${demo.baseUrl}/my-favorites/my-profile`);
    await widgetReady(page, 'hb-my-profile');
    await expect.poll(() => page.getByText('Sign in to see your profile.').isVisible()).toBe(true);
  });

  it('posts the login form-encoded, with a “Show password” toggle, and shows the server’s message with its status', async () => {
    const page = await demo.open('/my-favorites/login', { width: 375 });
    await widgetReady(page, 'hb-login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('text');
    expect(await page.getByLabel('Password').inputValue()).toBe(PASSWORD);
    await expectNoAxeViolations(page);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/my-favorites/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const request = await sent;
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.postData()).toBe(`email=nobody%40example.com&password=${PASSWORD}`);
    await expect.poll(() => message(page).textContent()).toBe('The email or password is not correct.');
    expect(await message(page).getAttribute('data-status')).toBe('failure');
  });

  it('refuses an account post that breaks a declared rule, naming the field', async () => {
    const page = await demo.open('/my-favorites/login');
    const answer = await page.request.post(`${demo.baseUrl}/my-favorites/create-account`, {
      form: { first_name: 'Ana2', last_name: 'Reyes', email: newEmail(), password: PASSWORD },
      headers: { Origin: demo.baseUrl },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).errors).toEqual([
      { name: 'first_name', message: 'First name can only contain letters, spaces, hyphens, apostrophes and periods.' },
    ]);
  });

  it('refuses account and favorite writes from another site', async () => {
    const page = await demo.open('/my-favorites/login');
    const evil = { Origin: 'https://evil.example' };
    const signUpAnswer = await page.request.post(`${demo.baseUrl}/my-favorites/create-account`, {
      form: { first_name: 'E', last_name: 'V', email: newEmail(), password: PASSWORD },
      headers: evil,
    });
    expect(signUpAnswer.status()).toBe(403);
    const favorite = await page.request.post(`${demo.baseUrl}/api/favorite`, {
      data: { favoriteable_id: 101, favoriteable_type: 'plan' },
      headers: evil,
    });
    expect(favorite.status()).toBe(403);
  });
});
