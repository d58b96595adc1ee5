import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../core/api/http';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';
import { getUpdatesForm } from '../../core/forms/declarations/get-updates';
import { inquireHomeForm } from '../../core/forms/declarations/inquire-home';
import { reserveLotForm } from '../../core/forms/declarations/reserve-lot';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';
import {
  EVENT_RELOAD_MS,
  GET_UPDATES_DISMISS_MS,
  INQUIRE_HOME_DISMISS_MS,
  RESERVE_LOT_DISMISS_MS,
} from '../../core/forms/engine/lifecycle-timers';
import { emailFor, FORM_CASES, nextWeekday, openForm, pauseClock, VISITOR, withClock } from './forms-fixtures';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';

const demo = useDemo();
const caseOf = (type: string) => FORM_CASES.find((c) => c.definition.type === type)!;
const leadsOf = (email: string) =>
  demo.state.submissions.filter((s) => s.body.email === email && s.status === 'success');

describe('forms in a dialog', () => {
  it('move focus in, keep it in, close on Escape and give focus back to the trigger', async () => {
    const page = await demo.open('/demo/forms/get-updates');
    await widgetReady(page, 'hb-get-updates-form');
    const trigger = page.getByRole('button', { name: 'Get updates' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Get updates' });
    await dialog.waitFor();
    // It opens where a buyer starts: the first field, not ×.
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'First name' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    // The page behind is inert: Tab goes round the dialog (and, natively, the browser's own bar).
    let insideAfterWrapping = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement?.closest('dialog')
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
      expect(where).not.toBe('page');
      if (i > 12 && where === 'dialog') insideAfterWrapping++;
    }
    expect(insideAfterWrapping).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('hold the page behind still while open, and leave it where it was after closing', async () => {
    // A page taller than the window: the tour form opens from a button above the inline one.
    const page = await demo.open('/demo/forms/schedule-a-tour', { width: 375, height: 640 });
    await widgetReady(page, 'hb-schedule-tour-form[data-modal]');
    const trigger = page.locator('hb-schedule-tour-form[data-modal]').getByRole('button', { name: 'Schedule a tour' });
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    /** Resolves when the page has heard `type` (and drawn two frames after it): listening starts before the input is sent. */
    const heard = async (type: 'wheel' | 'scroll') => {
      await page.evaluate((t) => {
        (window as unknown as { hbHeard: Promise<unknown> }).hbHeard = new Promise((done) =>
          addEventListener(t, () => requestAnimationFrame(() => requestAnimationFrame(done)), {
            once: true,
            passive: true,
          }),
        );
      }, type);
      return () => page.evaluate(() => (window as unknown as { hbHeard: Promise<unknown> }).hbHeard);
    };
    /** A wheel turn over the point, settled: the event handled and two frames drawn after it. */
    const wheel = async (x: number, y: number) => {
      const handled = await heard('wheel');
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, 400);
      await handled();
    };

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a tour' });
    await dialog.waitFor();
    await wheel(5, 5); // over the backdrop, outside the dialog
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    // Unlocked again: the same wheel turn scrolls the page.
    const scrolled = await heard('scroll');
    await page.mouse.wheel(0, 400);
    await scrolled();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await page.context().close();
  });

  it('are each named by their own title when a page holds several', async () => {
    // Every widget twice: the page holds all the dialog forms, each of them two times.
    const page = await demo.open('/demo/twice');
    for (const [widget, trigger] of [
      ['hb-reserve-lot-form', 'Reserve a lot'],
      ['hb-inquire-home-form', 'Inquire about this home'],
    ]) {
      const host = page.locator(widget).last();
      await host.scrollIntoViewIfNeeded();
      await widgetReady(page, widget);
      await host.getByRole('button', { name: trigger }).click();
      await page.getByRole('dialog', { name: trigger }).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  });

  for (const [definition, delay] of [
    [getUpdatesForm, GET_UPDATES_DISMISS_MS],
    [reserveLotForm, RESERVE_LOT_DISMISS_MS],
    [inquireHomeForm, INQUIRE_HOME_DISMISS_MS],
  ] as const)
    it(`closes the ${definition.type} dialog ${delay / 1000} s after success, and opens a fresh form next time`, async () => {
      expect([GET_UPDATES_DISMISS_MS, RESERVE_LOT_DISMISS_MS, INQUIRE_HOME_DISMISS_MS]).toEqual([4_000, 15_000, 4_000]);
      const c = caseOf(definition.type);
      const { page, form, submit } = await openForm(withClock(demo.open), c);
      await c.fill(form, emailFor(`${definition.type}-dismiss`));
      // Paused before the post: the dismiss timer starts at the success, however slow the machine.
      await pauseClock(page);
      await submit.click();
      await form.getByText(definition.successMessage).waitFor();
      await page.clock.runFor(delay - 1_000);
      expect(await page.getByRole('dialog').isVisible()).toBe(true);
      await page.clock.runFor(1_000);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.clock.resume();
      const trigger = page.locator(c.widget).getByRole('button', { name: c.trigger });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await trigger.click();
      expect(await page.getByRole('dialog').getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
      await page.context().close();
    });
});

describe('the form lifecycle', () => {
  it('reloads the event page 3 s after a registration succeeds, keeps the confirmation for that load, then offers the form again', async () => {
    expect(EVENT_RELOAD_MS).toBe(3_000);
    const c = caseOf('event');
    const { page, form, submit } = await openForm(withClock(demo.open), c);
    await c.fill(form, emailFor('event-reload'));
    await pauseClock(page); // before the post: the reload timer starts at the success, however slow the machine
    await submit.click();
    await form.getByText(eventRegistrationForm.successMessage).waitFor();
    await page.clock.runFor(EVENT_RELOAD_MS - 1_000);
    expect(await form.getByText(eventRegistrationForm.successMessage).isVisible()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(1_000);
    await reloaded;
    await page.clock.resume();
    await widgetReady(page, 'hb-event');
    // The reloaded page still says so, with focus on it, and does not offer the form a second time.
    const confirmation = form.getByRole('status').filter({ hasText: eventRegistrationForm.successMessage });
    await confirmation.waitFor();
    await expect.poll(() => confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    expect(await form.getByRole('button', { name: eventRegistrationForm.submitLabel }).count()).toBe(0);
    await expectNoAxeViolations(page, 'hb-event');
    // The flag lasted one load: the next one offers an empty form.
    await page.reload();
    await form.getByRole('button', { name: eventRegistrationForm.submitLabel }).waitFor();
    expect(await form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    expect(await form.getByText(eventRegistrationForm.successMessage).count()).toBe(0);
    await page.context().close();
  });

  it('gives up after the request timeout when the server never answers, keeping the values', async () => {
    const c = caseOf('contact-us');
    const { page, form, submit } = await openForm(withClock(demo.open), c);
    await page.route('**/forms/contact-us', () => {}); // never answered
    await c.fill(form, emailFor('contact-timeout'));
    await submit.click();
    await form.getByText('Sending…').waitFor();
    await page.clock.runFor(REQUEST_TIMEOUT_MS);
    await form.getByRole('status').getByText(FORM_FAILURE_MESSAGE).waitFor();
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(emailFor('contact-timeout'));
    await page.context().close();
  });

  it('does not double a lead the server took when its answer was lost on the way back', async () => {
    const c = caseOf('contact-us');
    const { page, form, submit } = await openForm(demo.open, c);
    const email = emailFor('contact-lost-answer');
    await page.route('**/forms/contact-us', async (route) => {
      await route.fetch(); // the server records the lead ...
      await route.abort('connectionreset'); // ... and the answer never arrives
    });
    await c.fill(form, email);
    await submit.click();
    await form.getByRole('status').getByText(FORM_FAILURE_MESSAGE).waitFor();
    expect(leadsOf(email)).toHaveLength(1);
    await page.unroute('**/forms/contact-us');
    await submit.click();
    await form.getByRole('status').getByText(contactUsForm.successMessage).waitFor();
    expect(leadsOf(email)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('hb:lead'))).toBe('1');
    await page.context().close();
  });

  it('keeps a draft of the typed values across a reload until the form succeeds', async () => {
    const c = caseOf('full-interest');
    const { page, form, submit } = await openForm(demo.open, c);
    await c.fill(form, emailFor('full-interest-draft'));
    await page.reload();
    await widgetReady(page, c.widget);
    const again = page.locator(c.widget);
    expect(await again.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(emailFor('full-interest-draft'));
    expect(await again.getByRole('checkbox', { name: 'Winter Haven' }).isChecked()).toBe(true);
    expect(await again.getByRole('combobox', { name: 'State' }).inputValue()).toBe('FL');
    await again.getByRole('button', { name: c.definition.submitLabel }).click();
    await again.getByText(c.definition.successMessage).waitFor();
    await page.reload();
    await widgetReady(page, c.widget);
    expect(await page.locator(c.widget).getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
    void form;
    void submit;
    await page.context().close();
  });

  for (const [width, offset] of [
    [375, 200],
    [1280, 500],
  ] as const)
    it(`scrolls the first invalid field ${offset} px below the top at ${width} px wide`, async () => {
      const page = await demo.open('/contact-us', { width, reducedMotion: true });
      // Below the contact page's box (held by widgets.css), the form loads when scrolled near.
      await page.locator('hb-lock-in-form').scrollIntoViewIfNeeded();
      await widgetReady(page, 'hb-lock-in-form');
      const lockIn = page.locator('hb-lock-in-form');
      await lockIn.getByRole('button', { name: 'Lock in my price' }).click();
      const first = lockIn.getByRole('textbox', { name: 'First name' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(Math.round(await first.evaluate((el) => el.getBoundingClientRect().top))).toBe(offset);
      await page.context().close();
    });

  it('tells the page with a bubbling hb:form-success event that carries no personal data', async () => {
    const c = caseOf('lock-in');
    const { page, form, submit } = await openForm(demo.open, c);
    await page.evaluate(() =>
      document.addEventListener(
        'hb:form-success',
        (e) => ((window as unknown as { heard: unknown }).heard = (e as CustomEvent).detail),
      ),
    );
    await c.fill(form, emailFor('lock-in-event'));
    await submit.click();
    await form.getByText(c.definition.successMessage).waitFor();
    expect(await page.evaluate(() => (window as unknown as { heard: unknown }).heard)).toEqual({
      widget: 'lock-in-form',
      type: 'lock-in',
    });
    // The confirmation page loads in a hidden frame after the success: it arrives a moment later.
    await expect.poll(() => demo.state.slices.get('pseudo-confirmations')).toContain('lock-in');
    await page.context().close();
  });
});

describe('the forms’ own content', () => {
  it('offers the visit time slots of the chosen weekday and clears a slot the new day does not offer', async () => {
    const c = caseOf('schedule-a-visit');
    const { page, form } = await openForm(demo.open, c);
    const slots = form.getByRole('combobox', { name: 'Visit time' });
    const offered = () => slots.locator('option:not([value=""])').allTextContents();
    await form.getByLabel('Visit date').fill(nextWeekday(0));
    expect(await offered()).toEqual([
      '1:00 PM - 2:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    await form.getByLabel('Visit date').fill(nextWeekday(3));
    expect(await offered()).toHaveLength(5);
    await form.getByLabel('Visit date').fill(nextWeekday(2));
    expect((await offered())[0]).toBe('10:00 AM - 11:00 AM');
    await slots.selectOption('10:00 AM - 11:00 AM');
    await form.getByLabel('Visit date').fill(nextWeekday(0));
    expect(await slots.inputValue()).toBe('');
    const centers = await form
      .getByRole('combobox', { name: 'Where would you like to meet?' })
      .locator('option')
      .allTextContents();
    expect(centers.slice(-2)).toEqual(['Virtual Appointment', "I'm not sure"]);
    expect(centers).toContain('Lakeside Preserve Model Center');
    expect(scheduleVisitForm.path).toBe('/forms/schedule-a-visit');
    await page.context().close();
  });

  it('shows the model centers from content beside the contact form', async () => {
    const page = await demo.open('/contact-us');
    await widgetReady(page, 'hb-contact-us');
    const centers = page.getByRole('region', { name: 'Visit a model center' });
    await centers.getByRole('heading', { name: 'Lakeside Preserve Model Center' }).waitFor();
    expect(await centers.getByRole('link', { name: /863-555-0103/ }).getAttribute('href')).toBe('tel:+18635550103');
    await page.context().close();
  });

  it('keeps the contact form working when the model centers cannot load', async () => {
    demo.state.faults = { mode: 'fail', match: '/api/cms/model_centers', delayMs: 0 };
    try {
      const page = await demo.open('/contact-us');
      await widgetReady(page, 'hb-contact-us');
      await page.getByText('No model centers found').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.locator('hb-contact-us').getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
      await page.context().close();
    } finally {
      demo.state.faults = { mode: 'off', match: '/', delayMs: 0 };
    }
  });

  it.each([
    ['hb-contact-form', '/demo/forms/contact-form', contactUsForm, {}],
    ['hb-event-form', '/demo/forms/event-form', eventRegistrationForm, { selected_events: [1] }],
  ] as const)('sends %s’s lead like its sibling widget', async (widget, path, definition, about) => {
    const c = { ...caseOf(definition.type), widget, page: path };
    const { page, form, submit } = await openForm(demo.open, c);
    const email = emailFor(`${widget}-sibling`);
    await c.fill(form, email);
    await submit.click();
    await form.getByText(definition.successMessage).waitFor();
    expect(leadsOf(email)).toMatchObject([
      { path: definition.path, body: { type: definition.type, first_name: VISITOR.first, ...about } },
    ]);
    await page.context().close();
  });
});
