import { describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { SELECTED_LISTS } from '../../core/forms/engine/selected-lists';
import {
  emailFor,
  failThreeWays,
  FORM_CASES,
  formPosts,
  openForm,
  pauseClock,
  VISITOR,
  withClock,
} from './forms-fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsOnPausedClock, useDemo } from './harness';

const isFocused = (locator: import('playwright-core').Locator) =>
  locator.evaluate((el) => el === document.activeElement);

// One demo server for the file; each form's leads are told apart by email.
const demo = useDemo({ readsPostBodies: true });

describe.each(FORM_CASES)('the $definition.type form ($widget)', (c) => {
  const { definition } = c;
  const leadsOf = (email: string) =>
    demo.state.submissions.filter((s) => s.path === definition.path && s.body.email === email);

  // One visit for what a visitor meets on the way to a lead: the empty submit, then each failure.
  it('focuses the first invalid field on an empty submit (axe finds nothing with the form and with its errors shown), then shows “Something went wrong, try again later.” with the values kept after a server error, a timeout and a dropped connection, and loses no lead', async () => {
    const { page, form, submit } = await openForm(demo.open, c);
    const posts = formPosts(page, definition.path);
    await expectNoAxeViolations(page);
    await submit.click();
    const first = form.getByRole('textbox', { name: 'First name', exact: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(first)).toBe(true);
    expect(await first.getAttribute('aria-describedby')).toBeTruthy();
    expect(await form.getByText('First name is required.').count()).toBe(2); // in the summary and under the field
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(0);

    const email = emailFor(`${definition.type}-retry`);
    await c.fill(form, email);
    const failure = form.getByRole('status').getByText(FORM_FAILURE_MESSAGE);
    await failThreeWays({ page, state: demo.state, path: definition.path, submit, failure }, async (way) => {
      expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
      expect(await form.getByRole('textbox', { name: 'First name', exact: true }).inputValue()).toBe(VISITOR.first);
      if (way === 'a server error') await expectNoAxeViolations(page);
    });
    expect(await page.evaluate(() => localStorage.getItem('hb:lead'))).toBeNull();
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).not.toContain('generate_lead');
    expect(leadsOf(email)).toEqual([]);

    // The visitor tries once more: the same lead, with the same idempotency key, reaches the server once.
    await submit.click();
    await form.getByRole('status').getByText(definition.successMessage).waitFor();
    expect(new Set(posts.map((p) => p.key)).size).toBe(1);
    expect(leadsOf(email)).toHaveLength(1);
  });

  it('sends one POST with the lead fields and the answers on a double click, then shows the success message and tells analytics', async () => {
    // The page's clock stands still from before the post, so the event page's 3 s reload and the
    // dialogs' dismiss timers cannot overtake the checks below on a loaded machine.
    const { page, form, submit } = await openForm(withClock(demo.open), c, 375);
    const posts = formPosts(page, definition.path);
    const email = emailFor(`${definition.type}-ok`);
    await c.fill(form, email);
    expect(await page.evaluate(() => localStorage.getItem('hb:lead'))).toBeNull();
    await pauseClock(page);
    await submit.dblclick();
    await form.getByRole('status').getByText(definition.successMessage).waitFor();

    expect(posts).toHaveLength(1);
    const { body, key } = posts[0];
    expect(key).toMatch(/^[\w-]{8,}$/);
    const lists = Object.fromEntries(SELECTED_LISTS.map((list) => [list, c.about[list] ?? []]));
    expect(body).toMatchObject({
      origin: expect.stringContaining(c.page),
      type: definition.type,
      guid: 'guid-7f3c',
      'g-recaptcha-response': '',
      utm_source: 'billboard',
      utm_campaign: 'spring',
      landing_page: expect.stringContaining(c.page),
      referrer: expect.any(String),
      contacted_asap: expect.any(Number),
      contacted: expect.any(String),
      referral: expect.any(String),
      exit_form: 0,
      ...lists,
      first_name: VISITOR.first,
      last_name: VISITOR.last,
      email,
      ...c.answers,
    });
    // The server took exactly this lead, once.
    expect(leadsOf(email)).toMatchObject([{ status: 'success', idempotencyKey: key, body }]);

    // After success only: the lead flag, the pseudo-confirmation frame, generate_lead without personal data.
    expect(await page.evaluate(() => localStorage.getItem('hb:lead'))).toBe('1');
    await page.waitForSelector(`iframe[src*="/forms/pseudo-confirmation?type=${definition.type}"]`, {
      state: 'attached',
    });
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer));
    expect(JSON.parse(dataLayer)).toContainEqual({ event: 'generate_lead', form_type: definition.type });
    for (const personal of [VISITOR.first, VISITOR.last, email, '555']) expect(dataLayer).not.toContain(personal);

    expect(await form.locator('form').isHidden()).toBe(true);
    await expectNoAxeViolationsOnPausedClock(page);
    await page.context().close();
  });
});
