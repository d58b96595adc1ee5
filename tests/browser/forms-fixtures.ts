import type { Locator, Page } from 'playwright-core';
import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';
import { fullInterestForm } from '../../core/forms/declarations/full-interest';
import { getUpdatesForm } from '../../core/forms/declarations/get-updates';
import { inquireHomeForm } from '../../core/forms/declarations/inquire-home';
import { lockInForm } from '../../core/forms/declarations/lock-in';
import { reserveLotForm } from '../../core/forms/declarations/reserve-lot';
import { scheduleTourForm } from '../../core/forms/declarations/schedule-tour';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';
import type { FormDefinition } from '../../core/forms/engine/form-definition';
import type { SelectedLists } from '../../core/forms/engine/selected-lists';
import { toIsoDate } from '../../core/forms/engine/date-rules';
import { NO_FAULTS } from '../../demo/faults';
import type { DemoState } from '../../demo/state';
import { type Demo, type OpenOptions, widgetReady } from './harness';

/** A visitor, as the forms receive them. */
export const VISITOR = { first: 'Ana', last: 'Lopez', phone: '863-555-0103', typedPhone: '(863) 555-0103' };
export const emailFor = (tag: string) => `ana.lopez+${tag}@example.com`;

/** The next `weekday` (0 = Sunday) at least two days ahead, as the date input takes it. */
export function nextWeekday(weekday: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 2);
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return toIsoDate(date);
}

export interface FormCase {
  definition: FormDefinition;
  /** The element that holds the form. */
  widget: string;
  page: string;
  /** Modal forms open from this button. */
  trigger?: string;
  /** What the widget's attributes put into the selected lists. */
  about: SelectedLists;
  /** Fills every required field (and a few more) with valid answers. */
  fill(form: Locator, email: string): Promise<void>;
  /** Answers the payload must carry besides the visitor's name and email. */
  answers: Record<string, unknown>;
}

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function fillPerson(form: Locator, email: string, phone = true) {
  await textbox(form, 'First name').fill(VISITOR.first);
  await textbox(form, 'Last name').fill(VISITOR.last);
  await textbox(form, 'Email').fill(email);
  if (phone) await textbox(form, 'Phone').fill(VISITOR.phone);
}

/** The nine forms of issue 3, each on its CMS-like demo page. */
export const FORM_CASES: FormCase[] = [
  {
    definition: contactUsForm,
    widget: 'hb-contact-us',
    page: '/contact-us',
    about: {},
    async fill(form, email) {
      await fillPerson(form, email);
      await form.getByRole('textbox', { name: 'How can we help?' }).fill('Do you build on land in Bartow?');
      await form.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('Internet Advertisment');
      await form.getByRole('radio', { name: 'Phone' }).check();
      await form.getByRole('checkbox', { name: 'Please contact me as soon as possible' }).check();
    },
    answers: {
      contacted: 'Phone',
      contacted_asap: 1,
      referral: 'Internet Advertisment',
      comments: 'Do you build on land in Bartow?',
      phone: VISITOR.typedPhone,
    },
  },
  {
    definition: scheduleTourForm,
    widget: 'hb-schedule-tour-form:not([data-modal])',
    page: '/demo/forms/schedule-a-tour',
    about: { selected_communities: [3] },
    async fill(form, email) {
      await fillPerson(form, email);
      await form.getByLabel('Preferred tour date').fill(nextWeekday(6));
    },
    answers: { tour_date: nextWeekday(6), contacted_asap: 0 },
  },
  {
    definition: getUpdatesForm,
    widget: 'hb-get-updates-form',
    page: '/demo/forms/get-updates',
    trigger: 'Get updates',
    about: { selected_communities: [3] },
    async fill(form, email) {
      await fillPerson(form, email, false);
      await form.getByRole('combobox', { name: 'When are you looking to buy?' }).selectOption('60-90 days');
    },
    answers: { timeframe: '60-90 days' },
  },
  {
    definition: lockInForm,
    widget: 'hb-lock-in-form',
    page: '/demo/forms/lock-in',
    about: {},
    async fill(form, email) {
      await fillPerson(form, email);
      await form.getByRole('combobox', { name: 'Community' }).selectOption({ label: 'Lakeside Preserve' });
    },
    answers: { type: 'lock-in', selected_communities: [3] },
  },
  {
    definition: reserveLotForm,
    widget: 'hb-reserve-lot-form',
    page: '/demo/forms/reserve-a-lot',
    trigger: 'Reserve a lot',
    about: { selected_communities: [3] },
    async fill(form, email) {
      await fillPerson(form, email);
      await form.getByRole('combobox', { name: 'State' }).selectOption('FL');
      await textbox(form, 'ZIP code').fill('33810');
      await form.getByRole('combobox', { name: 'When would you like to move in?' }).selectOption('1-3 months');
    },
    answers: { state: 'FL', zip: '33810', move_timeframe: '1-3 months' },
  },
  {
    definition: inquireHomeForm,
    widget: 'hb-inquire-home-form',
    page: '/demo/forms/inquire-home',
    trigger: 'Inquire about this home',
    about: { selected_homes: [501] },
    async fill(form, email) {
      await fillPerson(form, email);
    },
    answers: {},
  },
  {
    definition: scheduleVisitForm,
    widget: 'hb-schedule-visit-form',
    page: '/schedule-a-visit',
    about: {},
    async fill(form, email) {
      await fillPerson(form, email);
      await form
        .getByRole('combobox', { name: 'Where would you like to meet?' })
        .selectOption('Lakeside Preserve Model Center');
      await form.getByLabel('Visit date').fill(nextWeekday(1));
      await form.getByRole('combobox', { name: 'Visit time' }).selectOption('10:00 AM - 11:00 AM');
    },
    answers: {
      model_center: 'Lakeside Preserve Model Center',
      visit_date: nextWeekday(1),
      visit_time: '10:00 AM - 11:00 AM',
    },
  },
  {
    definition: fullInterestForm,
    widget: 'hb-full-interest-form',
    page: '/full-interest-list',
    about: {},
    async fill(form, email) {
      await fillPerson(form, email);
      await form.getByRole('combobox', { name: 'State' }).selectOption('FL');
      await textbox(form, 'ZIP code').fill('33880');
      await form.getByRole('checkbox', { name: 'Winter Haven' }).check();
      await form.getByRole('checkbox', { name: 'Lanai' }).check();
      await form.getByRole('combobox', { name: 'Price range' }).selectOption('$250,000 - $300,000');
    },
    answers: { selected_regions: ['Winter Haven'], desired_hometype: ['Lanai'], price_range: '$250,000 - $300,000' },
  },
  {
    definition: eventRegistrationForm,
    widget: 'hb-event',
    page: '/events/grace-ranch-grand-opening',
    about: { selected_events: [1] },
    async fill(form, email) {
      await fillPerson(form, email, false);
      await form.getByRole('spinbutton', { name: 'Number of guests, you included' }).fill('3');
    },
    answers: { guests: 3 },
  },
];

/** Opens a form's page (with UTM parameters and a lead-tracker cookie) and returns where its fields are. */
export async function openForm(
  open: (path: string, o?: { width?: number; reducedMotion?: boolean }) => Promise<Page>,
  c: FormCase,
  width = 1280,
) {
  const page = await open(`${c.page}?utm_source=billboard&utm_campaign=spring`, { width, reducedMotion: true });
  await page.context().addCookies([{ name: 'hb_lead_guid', value: 'guid-7f3c', url: new URL(page.url()).origin }]);
  await widgetReady(page, c.widget);
  if (c.trigger) await page.locator(c.widget).getByRole('button', { name: c.trigger }).click();
  const form = c.trigger ? page.getByRole('dialog') : page.locator(c.widget);
  await form.getByRole('button', { name: c.definition.submitLabel }).waitFor();
  return { page, form, submit: form.getByRole('button', { name: c.definition.submitLabel }) };
}

/** `open` with Playwright's clock installed before the widgets' code runs, so their timers can be skipped. */
export const withClock =
  (open: Demo['open']) =>
  (path: string, options?: OpenOptions): Promise<Page> =>
    open(path, { ...options, clock: 'running' });

/** Stops the page's time where it is: from here on, only runFor moves it. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Every form post the page sends, read off the wire. */
export function formPosts(page: Page, path: string) {
  const posts: { body: Record<string, unknown>; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      posts.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] });
  });
  return posts;
}

export type FailureWay = 'a server error' | 'a timeout' | 'a dropped connection';

export interface FailThreeWays {
  page: Page;
  /** The demo server's memory, where its faults are switched. */
  state: DemoState;
  /** The form's post, e.g. /forms/contact-us. */
  path: string;
  submit: Locator;
  /** spec.md's failure message, where the widget shows it. */
  failure: Locator;
  /** What the widget adds to a failure before its message (a dialog to close). */
  afterFailure?: () => Promise<void>;
}

/**
 * spec.md section 8: a post fails three ways, each showing the one message; after each, `kept`
 * checks that nothing the visitor typed was lost. Each submit waits for the end of its own post
 * before it looks for the message, so the message of the way before, still on screen, is never
 * taken for its own, and the fault is never lifted while the post is under way. (Looking for the
 * message alone once saw the form still sending after the fault was lifted, in a CI run.)
 */
export async function failThreeWays(
  { page, state, path, submit, failure, afterFailure }: FailThreeWays,
  kept: (way: FailureWay) => Promise<void>,
) {
  const faultsOff = async () => void (state.faults = { ...NO_FAULTS });
  const ways: [FailureWay, () => Promise<void>, () => Promise<void>][] = [
    ['a server error', async () => void (state.faults = { mode: 'fail', match: path, delayMs: 0 }), faultsOff],
    [
      'a timeout',
      async () => void (await page.route(`**${path}`, (route) => route.abort('timedout'))),
      () => page.unroute(`**${path}`),
    ],
    ['a dropped connection', async () => void (state.faults = { mode: 'drop', match: path, delayMs: 0 }), faultsOff],
  ];
  const timeline = await recordTimeline(page);
  for (const [way, inject, undo] of ways) {
    await inject();
    await timeline.mark(`${way} injected`);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
    );
    await submit.click();
    await (await sent).response(); // null once the post failed
    await afterFailure?.();
    await failure.waitFor();
    await undo();
    await timeline.mark(`${way} shown and lifted`);
    try {
      await kept(way);
    } catch (error) {
      // Twice in CI, never here: after the message the form was sending again. Say what led there.
      throw new Error(`${(error as Error).message}\nafter ${way}; what the page saw:\n${await timeline.read()}`, {
        cause: error,
      });
    }
  }
}

/**
 * What a page does around a form, for a failure's message: clicks and submits (trusted or not),
 * each form's state, form posts, and the test's own steps, on the page's clock.
 */
async function recordTimeline(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { hbTimeline: string[] }).hbTimeline = []);
    const now = () => performance.now().toFixed(1);
    const forms = () =>
      Array.from(
        document.querySelectorAll('.hb-form'),
        (f) =>
          `${f.querySelector('form')?.className ?? 'no form'} "${f.querySelector('[role=status]')?.textContent ?? ''}"`,
      ).join('; ');
    new MutationObserver(() => seen.push(`${now()} ${forms()}`)).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    for (const type of ['click', 'submit', 'keydown'])
      document.addEventListener(
        type,
        (e) =>
          seen.push(
            `${now()} ${type} on ${(e.target as Element).localName}.${(e.target as Element).className} trusted=${e.isTrusted}`,
          ),
        true,
      );
  });
  const steps: string[] = [];
  const mark = async (step: string) =>
    void steps.push(`${await page.evaluate(() => performance.now().toFixed(1))} TEST ${step}`);
  page.on('request', (r) => void (r.method() === 'POST' && mark(`post ${new URL(r.url()).pathname}`).catch(() => {})));
  page.on(
    'requestfinished',
    (r) => void (r.method() === 'POST' && mark(`answered ${new URL(r.url()).pathname}`).catch(() => {})),
  );
  page.on(
    'requestfailed',
    (r) =>
      void (
        r.method() === 'POST' && mark(`failed ${new URL(r.url()).pathname} ${r.failure()?.errorText}`).catch(() => {})
      ),
  );
  const read = async () => {
    const seen = await page
      .evaluate(() => (window as unknown as { hbTimeline: string[] }).hbTimeline)
      .catch(() => ['(the page is gone)']);
    return [...seen, ...steps]
      .sort((a, b) => parseFloat(a) - parseFloat(b))
      .slice(-60)
      .join('\n');
  };
  return { mark, read };
}
