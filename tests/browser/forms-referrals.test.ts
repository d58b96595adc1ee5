import type { Locator } from 'playwright-core';
import { NO_FAULTS } from '../../demo/faults';
import { describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { realtorProgramForm } from '../../core/forms/declarations/realtor-program';
import { realtorReferralForm } from '../../core/forms/declarations/realtor-referral';
import { preReferralForm, referralProgramForm } from '../../core/forms/declarations/referral-program';
import { preTwelveDaysForm, REFER_YOURSELF, twelveDaysForm } from '../../core/forms/declarations/twelve-days';
import { KNOWN_REFERRER_EMAIL } from '../../demo/api/known-referrers';
import {
  emailFor,
  FORM_CASES,
  type FormCase,
  failThreeWays,
  formPosts,
  nextWeekday,
  openForm,
  VISITOR,
} from './forms-fixtures';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo({ readsPostBodies: true });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
/** spec.md section 8's one failure message, where a form shows it. */
const failureIn = (form: Locator) => form.getByRole('status').filter({ hasText: FORM_FAILURE_MESSAGE });

const realtorProgram: FormCase = {
  definition: realtorProgramForm,
  widget: 'hb-realtor-program-form',
  page: '/for-realtors',
  trigger: 'Join our realtor program',
  about: {},
  async fill(form, email) {
    await textbox(form, 'First name').fill(VISITOR.first);
    await textbox(form, 'Last name').fill(VISITOR.last);
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Phone').fill(VISITOR.phone);
    await textbox(form, 'Brokerage').fill('Lake Realty');
  },
  answers: { brokerage: 'Lake Realty', phone: VISITOR.typedPhone },
};

describe('hb-realtor-program-form', () => {
  it('focuses the first invalid field, fails three ways keeping the values, then sends one request with the answers', async () => {
    const { page, form, submit } = await openForm(demo.open, realtorProgram, 375);
    const posts = formPosts(page, realtorProgramForm.path);
    await expectNoAxeViolations(page);
    await submit.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(textbox(form, 'First name'))).toBe(true);
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(0);

    const email = emailFor('realtor-program');
    await realtorProgram.fill(form, email);
    await failThreeWays(
      { page, state: demo.state, path: realtorProgramForm.path, submit, failure: failureIn(form) },
      async () => {
        expect(await textbox(form, 'Email').inputValue()).toBe(email);
        expect(await textbox(form, 'Brokerage').inputValue()).toBe('Lake Realty');
      },
    );
    await expectNoAxeViolations(page);

    const before = posts.length;
    await submit.click();
    await form.getByRole('status').getByText(realtorProgramForm.successMessage).waitFor();
    expect(posts.length - before).toBe(1);
    expect(posts.at(-1)!.body).toMatchObject({
      type: 'get-connected-realtor-program',
      origin: expect.stringContaining('/for-realtors'),
      first_name: VISITOR.first,
      email,
      ...realtorProgram.answers,
    });
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000);

  // Its dialog closes 4 s after success: tests/unit/widgets/realtor-program-form, on the test's clock.
});

async function fillRealtorReferral(form: Locator, email: string) {
  await textbox(form, 'Your first name').fill('Ray');
  await textbox(form, 'Your last name').fill('Diaz');
  await textbox(form, 'Your email').fill('ray@lakerealty.example');
  await textbox(form, 'Your phone').fill('863-555-0190');
  await textbox(form, 'Brokerage').fill('Lake Realty');
  await textbox(form, "Client's first name").fill(VISITOR.first);
  await textbox(form, "Client's last name").fill(VISITOR.last);
  await textbox(form, "Client's email").fill(email);
  await textbox(form, "Client's city").fill('Bartow');
  await form.getByRole('combobox', { name: "Client's state" }).selectOption('FL');
  await form.getByRole('checkbox', { name: 'Winter Haven' }).check();
  await form.getByRole('checkbox', { name: 'Bartow' }).check();
  await form.getByRole('checkbox', { name: 'Lanai' }).check();
  await form.getByRole('combobox', { name: "Client's price range" }).selectOption('$250,000 - $300,000');
  await form.getByRole('combobox', { name: 'When is your client looking to buy?' }).selectOption('60-90 days');
}

describe('hb-realtor-referral-form', () => {
  it('shows the program’s terms, focuses the first invalid field, opens the registration-error dialog on each failure, and sends the realtor and customer objects', async () => {
    const page = await demo.open('/realtor-referral');
    await widgetReady(page, 'hb-realtor-referral-form');
    const form = page.locator('hb-realtor-referral-form');
    const submit = form.getByRole('button', { name: realtorReferralForm.submitLabel });
    const posts = formPosts(page, realtorReferralForm.path);

    await form.getByRole('button', { name: 'How the referral program works' }).click();
    const terms = page.getByRole('dialog', { name: 'Our realtor referral program' });
    await terms.getByText('Commission is paid at closing').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'hidden' });

    await submit.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(textbox(form, 'Your first name'))).toBe(true);
    expect(await form.getByText("Client's first name is required.").count()).toBe(2); // the summary and the field
    await expectNoAxeViolations(page);
    expect(posts).toHaveLength(0);

    const email = emailFor('realtor-referral');
    await fillRealtorReferral(form, email);
    const errorDialog = page.getByRole('dialog', { name: 'Registration error' });
    let axeOnDialog = false;
    const afterFailure = async () => {
      await errorDialog.getByText(FORM_FAILURE_MESSAGE).waitFor();
      if (!axeOnDialog) await expectNoAxeViolations(page);
      axeOnDialog = true;
      await errorDialog.getByRole('button', { name: 'Back to the form' }).click();
      await errorDialog.waitFor({ state: 'hidden' });
    };
    await failThreeWays(
      { page, state: demo.state, path: realtorReferralForm.path, submit, failure: failureIn(form), afterFailure },
      async () => {
        expect(await textbox(form, "Client's email").inputValue()).toBe(email);
        expect(await form.getByRole('checkbox', { name: 'Winter Haven' }).isChecked()).toBe(true);
        expect(await form.getByRole('combobox', { name: "Client's state" }).inputValue()).toBe('FL');
      },
    );

    const before = posts.length;
    await submit.click();
    await form.getByRole('status').getByText(realtorReferralForm.successMessage).waitFor();
    expect(posts.length - before).toBe(1);
    const { body } = posts.at(-1)!;
    expect(body).toMatchObject({
      type: 'realtor-referral',
      realtor: {
        origin: expect.stringContaining('/realtor-referral'),
        type: 'realtor-referral',
        first_name: 'Ray',
        last_name: 'Diaz',
        email: 'ray@lakerealty.example',
        phone: '(863) 555-0190',
        brokerage: 'Lake Realty',
      },
      customer: {
        first_name: VISITOR.first,
        last_name: VISITOR.last,
        email,
        city: 'Bartow',
        state: 'FL',
        selected_regions: ['Winter Haven', 'Bartow'],
        desired_hometype: ['Lanai'],
        price_range: '$250,000 - $300,000',
        buying_interest: '60-90 days',
      },
    });
    expect(body).not.toHaveProperty('first_name');
    expect(
      demo.state.submissions.filter((s) => s.path === realtorReferralForm.path && s.status === 'success'),
    ).toHaveLength(1);
    expect(await errorDialog.isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000);

  it('opens the referral program dialog beside the realtor program on /for-realtors, with the registration-error dialog above it', async () => {
    const page = await demo.open('/for-realtors');
    await widgetReady(page, 'hb-realtor-referral-form');
    await page.getByRole('button', { name: 'Register a client' }).click();
    const program = page.getByRole('dialog', { name: 'Our realtor referral program' });
    await program.getByText('Commission is paid at closing').waitFor();
    const email = emailFor('realtor-referral-modal');
    await fillRealtorReferral(program, email);
    demo.state.faults = { mode: 'fail', match: realtorReferralForm.path, delayMs: 0 };
    await program.getByRole('button', { name: realtorReferralForm.submitLabel }).click();
    const errorDialog = page.getByRole('dialog', { name: 'Registration error' });
    await errorDialog.getByText(FORM_FAILURE_MESSAGE).waitFor();
    demo.state.faults = { ...NO_FAULTS };
    // Stacked native dialogs: the error above, and the one below inert until it closes.
    await expectNoAxeViolations(page);
    await errorDialog.getByRole('button', { name: 'Back to the form' }).click();
    await errorDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => program.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await textbox(program, "Client's email").inputValue()).toBe(email);
    await program.getByRole('button', { name: realtorReferralForm.submitLabel }).click();
    await program.getByRole('status').getByText(realtorReferralForm.successMessage).waitFor();
    await page.context().close();
  }, 120_000);
});

describe('hb-referral-program', () => {
  it('goes from the pre-form to the full form with the friend carried over, then offers another referral in a dialog when the pre-form is answered without a message', async () => {
    const page = await demo.open('/referral-program', { width: 375 });
    await widgetReady(page, 'hb-referral-program');
    const widget = page.locator('hb-referral-program');
    const pre = widget.locator('form').first();
    const preSubmit = widget.getByRole('button', { name: preReferralForm.submitLabel });
    const prePosts = formPosts(page, preReferralForm.path);
    const fullPosts = formPosts(page, referralProgramForm.path);
    await expectNoAxeViolations(page);
    await preSubmit.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(textbox(pre, 'Your email'))).toBe(true);
    await expectNoAxeViolations(page);

    const referrer = emailFor('referrer');
    const fillPre = async (email: string) => {
      await textbox(pre, 'Your email').fill(email);
      await textbox(pre, "Friend's first name").fill('Bo');
      await textbox(pre, "Friend's last name").fill('Reed');
      await textbox(pre, "Friend's email").fill('bo.reed@example.com');
    };
    await fillPre(referrer);
    await failThreeWays(
      { page, state: demo.state, path: preReferralForm.path, submit: preSubmit, failure: failureIn(widget) },
      async () => {
        expect(await textbox(pre, 'Your email').inputValue()).toBe(referrer);
        expect(await textbox(pre, "Friend's first name").inputValue()).toBe('Bo');
      },
    );

    // A first-time referrer: the server's message, then the full form with what the pre-form asked.
    await preSubmit.click();
    await widget.getByRole('status').filter({ hasText: preReferralForm.successMessage }).waitFor();
    expect(prePosts.at(-1)!.body).toMatchObject({
      type: 'pre-referral-program',
      email: referrer,
      referred_first_name: 'Bo',
      referred_last_name: 'Reed',
      referred_email: 'bo.reed@example.com',
    });
    const full = widget.getByRole('form', { name: referralProgramForm.title });
    expect(await textbox(full, 'Your email').inputValue()).toBe(referrer);
    expect(await textbox(full, "Friend's first name").inputValue()).toBe('Bo');
    expect(await full.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    const specialists = full.getByRole('combobox', { name: 'Which sales specialist?' });
    await specialists.locator('option', { hasText: 'Hannah Brooks' }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);

    const fullSubmit = full.getByRole('button', { name: referralProgramForm.submitLabel });
    await fullSubmit.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(textbox(full, 'Your first name'))).toBe(true);
    await textbox(full, 'Your first name').fill(VISITOR.first);
    await textbox(full, 'Your last name').fill(VISITOR.last);
    await textbox(full, 'Your phone').fill(VISITOR.phone);
    await full.getByRole('combobox', { name: 'Your state' }).selectOption('FL');
    await specialists.selectOption('Hannah Brooks');
    await fullSubmit.click();
    await widget.getByRole('status').filter({ hasText: referralProgramForm.successMessage }).waitFor();
    expect(fullPosts).toHaveLength(1);
    expect(fullPosts[0].body).toMatchObject({
      type: 'referral-program',
      email: referrer,
      first_name: VISITOR.first,
      ever_met_a_sales_person: 'Yes',
      sales_specialist: 'Hannah Brooks',
      referred_first_name: 'Bo',
      referred_email: 'bo.reed@example.com',
    });
    await expectNoAxeViolations(page);

    // A referrer we now know: no message; the pre-form again, empty, and the dialog.
    await widget.getByRole('button', { name: 'Refer someone else' }).click();
    await expect.poll(() => isFocused(textbox(pre, 'Your email'))).toBe(true);
    await fillPre(referrer);
    await preSubmit.click();
    const another = page.getByRole('dialog', { name: 'Submit another referral?' });
    await another.waitFor();
    expect(prePosts.filter((p) => p.body.email === referrer)).toHaveLength(5); // three failures, two sent
    expect(await textbox(pre, 'Your email').inputValue()).toBe('');
    expect(await widget.getByRole('form', { name: referralProgramForm.title }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await another.getByRole('button', { name: 'Refer someone else' }).click();
    await another.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(textbox(pre, 'Your email'))).toBe(true);
    await page.context().close();
  }, 180_000);
});

describe('hb-twelve-days-form', () => {
  it('sends the main form without validation, with “Enter to win by referring yourself!” by default, and keeps the values through three failures', async () => {
    const page = await demo.open('/twelve-days-of-giving');
    await widgetReady(page, 'hb-twelve-days-form');
    const widget = page.locator('hb-twelve-days-form');
    const pre = widget.locator('form').first();
    const email = emailFor('twelve-days');
    await textbox(pre, 'First name').fill(VISITOR.first);
    await textbox(pre, 'Last name').fill(VISITOR.last);
    await textbox(pre, 'Email').fill(email);
    await widget.getByRole('button', { name: preTwelveDaysForm.submitLabel }).click();
    await widget.getByRole('status').filter({ hasText: preTwelveDaysForm.successMessage }).waitFor();

    const main = widget.getByRole('form', { name: twelveDaysForm.title });
    const mainSubmit = main.getByRole('button', { name: twelveDaysForm.submitLabel });
    const posts = formPosts(page, twelveDaysForm.path);
    expect(await main.getByRole('radio', { name: REFER_YOURSELF }).isChecked()).toBe(true);
    expect(await textbox(main, 'Email').inputValue()).toBe(email);
    await expectNoAxeViolations(page);

    // No validator (spec.md section 5): a bad email is sent as it is and no error shows.
    await textbox(main, 'Email').fill('not an email');
    await failThreeWays(
      { page, state: demo.state, path: twelveDaysForm.path, submit: mainSubmit, failure: failureIn(widget) },
      async () => {
        expect(await textbox(main, 'Email').inputValue()).toBe('not an email');
        expect(await textbox(main, 'First name').inputValue()).toBe(VISITOR.first);
      },
    );
    expect(await main.locator('[aria-invalid="true"]').count()).toBe(0);
    await mainSubmit.click();
    await widget.getByRole('status').filter({ hasText: twelveDaysForm.successMessage }).waitFor();
    expect(posts).toHaveLength(4);
    expect(posts[3].body).toMatchObject({
      type: 'twelve-days',
      referring: REFER_YOURSELF,
      email: 'not an email',
      first_name: VISITOR.first,
    });
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000);

  it('shows the pre-form again and opens the submit-another-referral dialog for an entrant we know', async () => {
    const page = await demo.open('/twelve-days-of-giving', { width: 375 });
    await widgetReady(page, 'hb-twelve-days-form');
    const widget = page.locator('hb-twelve-days-form');
    const submit = widget.getByRole('button', { name: preTwelveDaysForm.submitLabel });
    await submit.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    await expect.poll(() => isFocused(textbox(widget, 'First name'))).toBe(true);
    await textbox(widget, 'First name').fill(VISITOR.first);
    await textbox(widget, 'Last name').fill(VISITOR.last);
    await textbox(widget, 'Email').fill(KNOWN_REFERRER_EMAIL);
    await submit.click();
    const another = page.getByRole('dialog', { name: 'Submit another referral?' });
    await another.waitFor();
    expect(await textbox(widget, 'Email').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await another.getByRole('button', { name: 'No, thanks' }).click();
    await another.waitFor({ state: 'hidden' });
    expect(await widget.getByRole('form', { name: twelveDaysForm.title }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the calendar invite after a booking', () => {
  it('offers an .ics download and a Google Calendar link once a visit is booked', async () => {
    const c = FORM_CASES.find((f) => f.definition.type === 'schedule-a-visit')!;
    const { page, form, submit } = await openForm(demo.open, c);
    await c.fill(form, emailFor('visit-calendar'));
    await submit.click();
    await form.getByRole('status').getByText(c.definition.successMessage).waitFor();
    const link = form.getByRole('link', { name: 'Add to calendar' });
    expect(await link.getAttribute('href')).toMatch(/^blob:/);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('model-center-visit.ics');
    // Read as a stream: the same call works whether the browser runs here or behind a server.
    const { text } = await import('node:stream/consumers');
    const ics = await text(await download.createReadStream());
    const day = nextWeekday(1).replace(/-/g, '');
    expect(ics).toContain(`\r\nDTSTART;TZID=America/New_York:${day}T100000\r\n`);
    expect(ics).toContain('\r\nDURATION:PT1H\r\n');
    expect(ics).toContain('\r\nLOCATION:Lakeside Preserve Model Center\\, 4120 Kathleen Rd\\, Lakeland\\, FL\r\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    expect(ics).toMatch(/\r\nUID:[^\r\n]+@/);
    const google = new URL((await form.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${day}T100000/${day}T110000`);
    expect(google.searchParams.get('ctz')).toBe('America/New_York');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('offers it under the tour form’s success message too, at the community’s model center', async () => {
    const c = FORM_CASES.find((f) => f.definition.type === 'schedule-a-tour')!;
    // The page's own clock: the inline tour form's 4 s dismissal keeps its message and the links.
    const { page, form, submit } = await openForm(demo.open, c);
    await c.fill(form, emailFor('tour-calendar'));
    await submit.click();
    await form.getByRole('status').getByText(c.definition.successMessage).waitFor();
    const google = new URL((await form.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('location')).toBe('Lakeside Preserve Model Center, 4120 Kathleen Rd, Lakeland, FL');
    expect(await form.getByRole('link', { name: 'Add to calendar' }).getAttribute('download')).toBe(
      'model-home-tour.ics',
    );
    await page.context().close();
  });
});
