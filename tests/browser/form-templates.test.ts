import { describe, expect, it } from 'vitest';
import { contactUsForm } from '../../core/forms/declarations/contact-us';
import { lockInForm } from '../../core/forms/declarations/lock-in';
import { emailFor, VISITOR } from './forms-fixtures';
import { useDemo, widgetReady } from './harness';

const ATTACK = '<img src=x onerror="window.hbPwned=1">';

describe('forms in the CMS’s words (spec.md section 2’s templates)', () => {
  const demo = useDemo();

  it('show an edited template on /contact-us, still send the bundled names, and show a hostile one as text', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The lock-in form's template, as an attacker with the CMS's keys would write it.
    await context.route(`**${lockInForm.template}`, (route) =>
      route.fulfill({
        json: {
          status: 'success',
          template: {
            heading: `${ATTACK}Lock in`,
            fields: [{ name: 'first_name', label: `${ATTACK}Name` }],
            consent: `${ATTACK} [Read more](javascript:window.hbPwned=1) <a href="javascript:window.hbPwned=1">Click</a>`,
          },
        },
      }),
    );
    await context.addInitScript(() => {
      const w = window as unknown as { hbErrors: unknown[] };
      w.hbErrors = [];
      document.addEventListener('hb:error', (e) => w.hbErrors.push((e as CustomEvent).detail));
    });
    const page = await context.newPage();
    await page.goto(`${demo.baseUrl}/contact-us`);

    // The demo's editor changed the heading and the referral list (demo/api/form-templates.ts). The
    // page turns the form's heading off (data-heading="off", its h1 says "Contact us"): the edited
    // heading still names the form for assistive tech, and shows nowhere.
    const contact = page.locator('hb-contact-us');
    await contact.getByRole('form', { name: 'Ask us anything' }).waitFor();
    expect(await contact.getByRole('heading', { name: 'Ask us anything' }).count()).toBe(0);
    const referral = contact.getByRole('combobox', { name: 'How did you hear about us?' });
    expect((await referral.locator('option').allTextContents()).slice(0, 4)).toEqual([
      'Choose one',
      'A friend or family member',
      'A realtor',
      'This website',
    ]);

    // What is sent is the bundle's: its names and values, which the demo server checks against the declaration.
    await contact.getByRole('textbox', { name: 'First name', exact: true }).fill(VISITOR.first);
    await contact.getByRole('textbox', { name: 'Last name', exact: true }).fill(VISITOR.last);
    await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(emailFor('template'));
    await contact.getByRole('textbox', { name: 'How can we help?' }).fill('Is the Aspen plan offered in Bartow?');
    await referral.selectOption({ label: 'A realtor' });
    await contact.getByRole('button', { name: contactUsForm.submitLabel }).click();
    await contact.getByRole('status').getByText(contactUsForm.successMessage).waitFor();
    const sent = demo.state.submissions.find((s) => s.body.email === emailFor('template'));
    expect(sent).toMatchObject({ path: '/forms/contact-us', status: 'success', body: { referral: 'A Realtor' } });

    // A hostile template is text: no element, no handler, no link to javascript:.
    const lockIn = page.locator('hb-lock-in-form');
    await lockIn.scrollIntoViewIfNeeded();
    await widgetReady(page, 'hb-lock-in-form');
    await lockIn.getByRole('heading', { name: `${ATTACK}Lock in` }).waitFor();
    expect(await lockIn.getByRole('textbox', { name: `${ATTACK}Name` }).count()).toBe(1);
    expect(await lockIn.getByText('Read more <a href="javascript:window.hbPwned=1">Click</a>').count()).toBe(1);
    expect(await lockIn.locator('img, a, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hbPwned?: number }).hbPwned)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { hbErrors: unknown[] }).hbErrors)).toEqual([]);
  });
});
