import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { buyingApplicationForm } from '../../core/forms/declarations/buying-application';
import { careerApplicationForm } from '../../core/forms/declarations/career-application';
import { SELECTED_LISTS } from '../../core/forms/engine/selected-lists';
import { emailFor, failThreeWays, nextWeekday, VISITOR } from './forms-fixtures';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

// One demo server for the file; each test's leads are told apart by email.
const demo = useDemo({ readsPostBodies: true });

/** Each test walks a long form through several states with axe in each: on a loaded 2-core machine that takes over a minute. */
const LONG_TEST_MS = 120_000;

const SSN = '123456789';
/** Every way the number could leak: whole, grouped, or its first five digits. */
const SSN_TRACES = [SSN, '123-45-6789', '12345', '123-45'];
const CO_BUYER_SSN = '987654321';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

/** Every CustomEvent the page dispatches (type and detail), recorded from before the widgets run. */
function recordEvents() {
  const seen: string[] = [];
  (window as unknown as { hbEventsSeen: string[] }).hbEventsSeen = seen;
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event instanceof CustomEvent) seen.push(`${event.type} ${JSON.stringify(event.detail)}`);
    return dispatch.call(this, event);
  };
}

async function open(path: string, widget: string, width = 1280, recordingEvents = false) {
  const page = await demo.open(path, { width, reducedMotion: true });
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  if (recordingEvents) {
    await page.context().addInitScript(recordEvents);
    await page.reload();
  }
  await widgetReady(page, widget);
  const form = page.locator(widget).locator('form');
  await form.waitFor();
  return { page, form, console };
}

/** Every post to `path`, as sent. */
function postsTo(page: Page, path: string) {
  const posts: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === path && posts.push(r));
  return posts;
}

describe('the buying application (hb-buying-application)', () => {
  const path = buyingApplicationForm.path;

  async function fillApplication(form: Locator, email: string, ssn = true) {
    await textbox(form, 'First name').fill(VISITOR.first);
    await textbox(form, 'Last name').fill(VISITOR.last);
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Phone').fill(VISITOR.phone);
    await form.getByLabel('Date of birth').fill('1990-04-12');
    if (ssn) await textbox(form, 'Social security number').pressSequentially(SSN);
    await textbox(form, 'Street address').fill('2981 Preserve Loop');
    await textbox(form, 'City').fill('Lakeland');
    await form.getByRole('combobox', { name: 'State' }).selectOption('FL');
    await textbox(form, 'ZIP code').fill('33810');
    await textbox(form, 'Current employer').fill('Polk County Schools');
    await form.getByRole('spinbutton', { name: 'Yearly household income (US$)' }).fill('84000');
    await form
      .getByRole('combobox', { name: 'Community you would like to live in' })
      .selectOption({ label: 'Lakeside Preserve' });
    await form.getByRole('checkbox', { name: 'Credit check authorization' }).check();
  }

  it('keeps the controls of two fields side by side on one line, when one of them has a hint or an error and the other not', async () => {
    const { page, form } = await open('/buying-application', 'hb-buying-application');
    const top = async (control: Locator) => Math.round((await control.boundingBox())!.y);
    const pairs = (): [Locator, Locator][] => [
      [textbox(form, 'First name'), textbox(form, 'Last name')],
      [form.getByLabel('Date of birth'), textbox(form, 'Social security number')],
      [
        form.getByLabel('Started with this employer on'),
        form.getByRole('spinbutton', { name: 'Yearly household income (US$)' }),
      ],
      [
        form.getByLabel('If you sold a home in the last 3 years, when?'),
        form.getByRole('combobox', { name: 'Community you would like to live in' }),
      ],
    ];
    // The two hints beside no hint ("Choose a date on or before …"), and a three-line hint beside a one-line label.
    for (const [left, right] of pairs()) expect(await top(right)).toBe(await top(left));
    await textbox(form, 'First name').fill(VISITOR.first);
    await form.getByRole('button', { name: buyingApplicationForm.submitLabel }).click();
    // An error under the right one only.
    await expect.poll(() => textbox(form, 'Last name').getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(form, 'First name').getAttribute('aria-invalid')).toBeNull();
    for (const [left, right] of pairs()) expect(await top(right)).toBe(await top(left));
    await page.context().close();
  });

  it(
    'focuses the first invalid field on an empty submit, refuses a date older than 3 years back, and axe finds nothing before and after',
    async () => {
      const { page, form } = await open('/buying-application', 'hb-buying-application');
      const posts = postsTo(page, path);
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: buyingApplicationForm.submitLabel }).click();
      const first = textbox(form, 'First name');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      await expect.poll(() => isFocused(first)).toBe(true);
      expect(await form.getByText('First name is required.').count()).toBe(2); // in the summary and under the field
      expect(await textbox(form, 'Social security number').getAttribute('aria-describedby')).toContain('-error');

      // spec.md section 5: the date helper rejects dates older than 3 years back; the picker says so too.
      const sold = form.getByLabel('If you sold a home in the last 3 years, when?');
      const threeYearsBack = new Date();
      threeYearsBack.setFullYear(threeYearsBack.getFullYear() - 3);
      const older = new Date(threeYearsBack);
      older.setDate(older.getDate() - 1);
      const iso = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      expect(await sold.getAttribute('min')).toBe(iso(threeYearsBack));
      await sold.fill(iso(older));
      await form
        .getByText(/^Choose a date from .* to .*\.$/)
        .first()
        .waitFor();
      // Past only where a date happened: a birth date is before today.
      expect(await form.getByLabel('Date of birth').getAttribute('max')).toBe(iso(new Date(Date.now() - 86_400_000)));
      await expectNoAxeViolations(page);
      expect(posts).toHaveLength(0);
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  it(
    'groups the social security number as typed, masks it after blur, sends 9 digits once, and never writes it to storage, the console, an event, the dataLayer or a message',
    async () => {
      const { page, form, console } = await open('/buying-application', 'hb-buying-application', 375, true);
      const posts = postsTo(page, path);
      const ssn = textbox(form, 'Social security number');
      expect(await ssn.getAttribute('autocomplete')).toBe('off');

      // Digits only, at most 9, in 3-2-4 groups; a digit typed in the middle keeps the caret after it.
      await ssn.pressSequentially('12a345689');
      expect(await ssn.inputValue()).toBe('123-45-689');
      await ssn.evaluate((el: HTMLInputElement) => el.setSelectionRange(8, 8));
      await page.keyboard.type('7');
      expect(await ssn.inputValue()).toBe('123-45-6789');
      expect(await ssn.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(9);
      await page.keyboard.type('0');
      expect(await ssn.inputValue()).toBe('123-45-6789');

      // Masked once the visitor moves on; "Show number" shows it, pressed again hides it.
      await page.keyboard.press('Tab');
      expect(await ssn.inputValue()).toBe('•••-••-6789');
      const show = form.getByRole('button', { name: 'Show number' }).first();
      await show.click();
      expect(await show.getAttribute('aria-pressed')).toBe('true');
      expect(await ssn.inputValue()).toBe('123-45-6789');
      await show.click();
      expect(await ssn.inputValue()).toBe('•••-••-6789');

      // A half-typed co-buyer number is refused without repeating it.
      await textbox(form, 'Co-buyer social security number').pressSequentially('98765');
      const email = emailFor('buying-ok');
      await fillApplication(form, email, false);
      const submit = form.getByRole('button', { name: buyingApplicationForm.submitLabel });
      await submit.click();
      const refused = form.getByText('Enter the 9 digits of the social security number.').first();
      await refused.waitFor();
      expect(posts).toHaveLength(0);
      await expectNoAxeViolations(page);
      const co = textbox(form, 'Co-buyer social security number');
      await co.fill('');
      await co.pressSequentially(CO_BUYER_SSN);

      await submit.dblclick();
      await page.getByRole('status').getByText(buyingApplicationForm.successMessage).waitFor();
      expect(posts).toHaveLength(1);
      const body = posts[0].postDataJSON();
      const lists = Object.fromEntries(
        SELECTED_LISTS.map((list) => [list, list === 'selected_communities' ? [3] : []]),
      );
      expect(body).toMatchObject({
        type: 'buying-application',
        origin: expect.stringContaining('/buying-application'),
        'g-recaptcha-response': '',
        ...lists,
        first_name: VISITOR.first,
        last_name: VISITOR.last,
        email,
        phone: VISITOR.typedPhone,
        birth_date: '1990-04-12',
        ssn: SSN,
        co_buyer_ssn: CO_BUYER_SSN,
        state: 'FL',
        zip: '33810',
        yearly_income: 84000,
        credit_authorization: 1,
        last_home_sold: '',
      });
      expect(demo.state.submissions.filter((s) => s.path === path && s.body.email === email)).toMatchObject([
        { status: 'success' },
      ]);
      expect(await form.isHidden()).toBe(true);
      await expectNoAxeViolations(page);

      // Nowhere the page keeps or tells anything: storage, console, events, dataLayer, messages.
      const kept = await page.evaluate(() => {
        const all = (s: Storage) =>
          Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
        return {
          session: all(sessionStorage),
          local: all(localStorage),
          events: (window as unknown as { hbEventsSeen: string[] }).hbEventsSeen.join('\n'),
          dataLayer: JSON.stringify((window as unknown as { dataLayer?: unknown }).dataLayer ?? []),
          messages: Array.from(
            document.querySelectorAll('.hb-form__error, .hb-form__summary, [role=status], [role=alert]'),
            (el) => el.textContent,
          ).join('\n'),
        };
      });
      expect(kept.events).toContain('hb:form-success');
      for (const [where, text] of Object.entries({ ...kept, console: console.join('\n') }))
        for (const trace of [...SSN_TRACES, CO_BUYER_SSN, '98765']) expect(`${where}: ${text}`).not.toContain(trace);
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  it(
    'shows “Something went wrong, try again later.” with every value kept after a server error, a timeout and a dropped connection, and keeps the number out of storage',
    async () => {
      const { page, form, console } = await open('/buying-application', 'hb-buying-application');
      const posts = postsTo(page, path);
      const email = emailFor('buying-retry');
      await fillApplication(form, email);
      const ssn = textbox(form, 'Social security number');
      const submit = form.getByRole('button', { name: buyingApplicationForm.submitLabel });
      const failure = page.getByRole('status').getByText(FORM_FAILURE_MESSAGE);
      await failThreeWays({ page, state: demo.state, path, submit, failure }, async () => {
        await form.waitFor({ state: 'visible', timeout: 5_000 }); // the form is back, not sending, not replaced by a success
        expect(await textbox(form, 'Email').inputValue()).toBe(email);
        expect(await form.getByRole('checkbox', { name: 'Credit check authorization' }).isChecked()).toBe(true);
        await ssn.focus();
        expect(await ssn.inputValue()).toBe('123-45-6789');
        await ssn.blur();
      });
      await expectNoAxeViolations(page);
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      );
      expect(stored).toContain(email); // the draft is kept...
      for (const trace of SSN_TRACES) expect(stored + console.join('\n')).not.toContain(trace); // ...without the number

      await submit.click();
      await page.getByRole('status').getByText(buyingApplicationForm.successMessage).waitFor();
      expect(posts).toHaveLength(4); // one post a submit: three failures and the success
      expect(posts.at(-1)?.postDataJSON()).toMatchObject({ ssn: SSN, email });
      expect(new Set(posts.map((p) => p.headers()['idempotency-key'])).size).toBe(1);
      await page.context().close();
    },
    LONG_TEST_MS,
  );
});

describe('careers (hb-careers, hb-career, hb-career-application)', () => {
  const path = careerApplicationForm.path;
  const label = 'Résumé and cover letter';
  /** The file input by its label (the list of chosen files is named after it too). */
  const fileField = (form: Locator) => form.getByLabel(label).and(form.locator('input'));
  const pdf = (name: string, size = 2_000) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]),
  });

  async function fillApplicant(form: Locator, email: string) {
    await textbox(form, 'First name').fill(VISITOR.first);
    await textbox(form, 'Last name').fill(VISITOR.last);
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Phone').fill(VISITOR.phone);
    await form.getByRole('combobox', { name: 'State' }).selectOption('FL');
    await form.getByRole('combobox', { name: 'Highest education completed' }).selectOption("Associate's");
    await form.getByLabel('When could you start?').fill(nextWeekday(1));
    await form.getByRole('group', { name: 'Are you 18 or older?' }).getByRole('radio', { name: 'Yes' }).check();
    await form
      .getByRole('group', { name: 'Are you authorized to work in the US?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await fileField(form).setInputFiles([pdf('resume.pdf'), pdf('cover-letter.pdf', 4_000)]);
  }

  it(
    'lists the open positions, each linking to its page, and axe finds nothing on a phone',
    async () => {
      const page = await demo.open('/careers', { width: 375, reducedMotion: true });
      await widgetReady(page, 'hb-careers');
      const careers = page.locator('hb-careers');
      await careers.getByText('6 open positions').waitFor();
      expect(await careers.getByRole('link', { name: 'Assistant Construction Manager' }).getAttribute('href')).toBe(
        '/careers/2',
      );
      // Below the list: the loader mounts it once it nears the viewport.
      await page.locator('hb-career-application').scrollIntoViewIfNeeded();
      await widgetReady(page, 'hb-career-application');
      await expectNoAxeViolations(page);
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  it(
    'shows the career from the page address, focuses the first invalid field, and says on the file field when there are too many or too large files',
    async () => {
      const { page, form } = await open('/careers/2', 'hb-career');
      const posts = postsTo(page, path);
      await page.getByRole('heading', { name: 'Assistant Construction Manager' }).waitFor();
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: careerApplicationForm.submitLabel }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      await expect.poll(() => isFocused(textbox(form, 'First name'))).toBe(true);
      expect(await form.getByText(`${label} is required.`).count()).toBe(2);

      // spec.md section 8: four files are one too many; a 3,072,001-byte file is too large.
      const files = fileField(form);
      await files.setInputFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
      const tooMany = form.getByText('You may only upload up to three images.');
      expect(await tooMany.count()).toBeGreaterThan(0);
      expect(await files.getAttribute('aria-invalid')).toBe('true');
      const described = (await files.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${described.split(' ').at(-1)}"]`).textContent()).toContain(
        'You may only upload up to three images.',
      );
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Remove d.pdf' }).click();
      expect(await tooMany.count()).toBe(0);
      expect(
        await form
          .getByRole('list', { name: `Chosen for ${label}` })
          .getByRole('listitem')
          .count(),
      ).toBe(3);
      for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
        await form.getByRole('button', { name: `Remove ${name}` }).click();

      await files.setInputFiles([pdf('portfolio.pdf', 3_072_001)]);
      await form.getByText('Your file is larger than 3MB.').first().waitFor();
      await form.getByRole('button', { name: 'Remove portfolio.pdf' }).click();
      await form.getByText(`${label} is required.`).first().waitFor();
      expect(await form.getByText('Your file is larger than 3MB.').count()).toBe(0);
      expect(posts).toHaveLength(0);
      await page.context().close();
    },
    LONG_TEST_MS,
  );

  it(
    'keeps every value and the chosen files through a server error, a timeout and a dropped connection, then sends one multipart post with the career id and the files',
    async () => {
      const { page, form } = await open('/careers/2', 'hb-career', 375);
      const posts = postsTo(page, path);
      const email = emailFor('applicant-ok');
      await fillApplicant(form, email);
      const submit = form.getByRole('button', { name: careerApplicationForm.submitLabel });
      const chosen = form.getByRole('list', { name: `Chosen for ${label}` });
      const failure = page.getByRole('status').getByText(FORM_FAILURE_MESSAGE);
      await failThreeWays({ page, state: demo.state, path, submit, failure }, async () => {
        await form.waitFor({ state: 'visible', timeout: 5_000 }); // the form is back, not sending, not replaced by a success
        expect(await textbox(form, 'Email').inputValue()).toBe(email);
        expect(await form.getByRole('combobox', { name: 'Highest education completed' }).inputValue()).toBe(
          "Associate's",
        );
        expect(await chosen.getByRole('listitem').allTextContents()).toEqual([
          expect.stringContaining('resume.pdf'),
          expect.stringContaining('cover-letter.pdf'),
        ]);
      });
      await expectNoAxeViolations(page);
      expect(
        demo.state.submissions.filter((s) => s.path === path && s.body.email === email && s.status === 'success'),
      ).toEqual([]);

      const sent = posts.length;
      await submit.click();
      await page.getByRole('status').getByText(careerApplicationForm.successMessage).waitFor();
      expect(posts).toHaveLength(sent + 1);
      const post = posts.at(-1)!;
      expect(post.headers()['content-type']).toContain('multipart/form-data');
      const data = await new Response(new Uint8Array(post.postDataBuffer() ?? []), {
        headers: { 'content-type': post.headers()['content-type'] },
      }).formData();
      expect(
        Object.fromEntries(
          [
            'type',
            'first_name',
            'last_name',
            'email',
            'education',
            'adult',
            'work_authorized',
            'g-recaptcha-response',
          ].map((k) => [k, data.get(k)]),
        ),
      ).toEqual({
        type: 'applicant',
        first_name: VISITOR.first,
        last_name: VISITOR.last,
        email,
        education: "Associate's",
        adult: 'Yes',
        work_authorized: 'Yes',
        'g-recaptcha-response': '',
      });
      expect(data.getAll('selected_careers[]')).toEqual(['2']);
      const files = data.getAll('resume[]') as File[];
      expect(files.map((f) => [f.name, f.size])).toEqual([
        ['resume.pdf', 2_000],
        ['cover-letter.pdf', 4_000],
      ]);
      expect(demo.state.submissions.filter((s) => s.path === path && s.body.email === email)).toMatchObject([
        { status: 'success' },
      ]);
      expect(await form.isHidden()).toBe(true);
      await expectNoAxeViolations(page);
      await page.context().close();
    },
    LONG_TEST_MS,
  );
});
