import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MORTGAGE_INPUT_MESSAGES as M } from '../../core/rules/mortgage/validation';
import { expectNoAxeViolations, useDemo, widgetReady } from './harness';
import { expectOneFontFamily } from './one-font';

/** The calculator of a page (either form of the element), scrolled to and mounted. */
async function calculator(page: Page): Promise<Locator> {
  const selector = (await page.locator('hb-mortgage-calculator').count())
    ? 'hb-mortgage-calculator'
    : '[data-hb-widget="mortgage-calculator"]';
  const widget = page.locator(selector).first();
  await widget.scrollIntoViewIfNeeded();
  await widgetReady(page, selector);
  return widget;
}

/** The figure shown beside a label of the estimate. */
const figure = (widget: Locator, term: string) =>
  widget
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[&]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
const total = (widget: Locator) => widget.locator('.hb-mortgage-calculator__total-amount').textContent();
const textbox = (widget: Locator, name: string) => widget.getByRole('textbox', { name, exact: true });

/** The accessible name of whatever has the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.trim() || el?.textContent?.trim() || '';
  });

describe('hb-mortgage-calculator in Chromium', () => {
  const demo = useDemo();

  it.each(['/buying-process', '/home-financing'])(
    'shows spec.md’s numbers on %s: 1,106.86 a month of principal and interest on a 225,000 loan',
    async (path) => {
      const page = await demo.open(path);
      const widget = await calculator(page);
      expect(await textbox(widget, 'Home price').inputValue()).toBe('250,000');
      // 225,000 at 4.25 % over 30 years; tax 0.97 % and insurance 0.35 % of 250,000 a year; PMI 0.625 % of 225,000 a year.
      expect(await figure(widget, 'Principal & interest')).toBe('$1,106.86');
      expect(await figure(widget, 'Property tax')).toBe('$202.08');
      expect(await figure(widget, 'Homeowners insurance')).toBe('$72.92');
      expect(await figure(widget, 'PMI')).toBe('$117.19');
      expect(await total(widget)).toBe('$1,499.05');
      expect(await figure(widget, 'Loan amount')).toBe('$225,000');
    },
  );

  it('updates as the term and the down payment change', async () => {
    const page = await demo.open('/home-financing');
    const widget = await calculator(page);
    await widget.getByRole('combobox', { name: 'Loan term' }).selectOption({ label: '15 years' });
    await expect.poll(() => figure(widget, 'Principal & interest')).toBe('$1,692.63');
    await textbox(widget, 'Percent of price').fill('20');
    await expect.poll(() => textbox(widget, 'Amount').inputValue()).toBe('50,000');
    await expect.poll(() => figure(widget, 'PMI')).toBe('None (20% or more down)');
    // 200,000 at 4.25 % over 15 years: 1,504.56; plus 202.08 tax and 72.92 insurance.
    await expect.poll(() => total(widget)).toBe('$1,779.56');
    // Issue 33: its fields, select and buttons in the page's family, as the site's header and footer.
    await expectOneFontFamily(page, ['button', 'input', 'select']);
  });

  it('says so, beside the field, when the down payment is above the price', async () => {
    const page = await demo.open('/home-financing');
    const widget = await calculator(page);
    const amount = textbox(widget, 'Amount');
    await amount.fill('300000');
    const message = widget.getByText(M.down.tooHigh);
    await message.waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await widget.getByText(/These figures are for your last valid entries/).waitFor();
    expect(await widget.textContent()).not.toMatch(/NaN|Infinity/);
  });

  it('restores the inputs from its shareable link, and copies it', async () => {
    const page = await demo.open('/buying-process');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.baseUrl });
    const widget = await calculator(page);
    await textbox(widget, 'Home price').fill('320000');
    await textbox(widget, 'Percent of price').fill('25');
    await widget.getByRole('combobox', { name: 'Loan term' }).selectOption({ label: '20 years' });
    await textbox(widget, 'Interest rate').fill('5.5');
    await textbox(widget, 'HOA/CDD dues').fill('95');
    const link = `${demo.baseUrl}/buying-process?hb-price=320000&hb-down=25&hb-term=20&hb-rate=5.5&hb-hoa=95&hb-extras=1#estimate`;
    await expect.poll(() => textbox(widget, 'Link to these numbers').inputValue()).toBe(link);
    const expected = await total(widget);

    await widget.getByRole('button', { name: 'Copy link' }).click();
    await widget.getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const again = await demo.open(link.slice(demo.baseUrl.length));
    const restored = await calculator(again);
    await expect.poll(() => textbox(restored, 'Home price').inputValue()).toBe('320000');
    await expect.poll(() => textbox(restored, 'Amount').inputValue()).toBe('80,000');
    await expect.poll(() => restored.getByRole('combobox', { name: 'Loan term' }).inputValue()).toBe('20');
    await expect.poll(() => total(restored)).toBe(expected);
  });

  it('works with the keyboard alone', async () => {
    const page = await demo.open('/home-financing');
    await calculator(page);
    await page.evaluate(() => scrollTo(0, 0));
    await page.locator('body').focus();
    for (let i = 0; i < 40 && (await focused(page)) !== 'Home price'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Home price');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('300000');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Percent of price');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Loan term');
    await page.keyboard.press('ArrowUp'); // 25 years
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Include property tax, insurance and PMI');
    await page.keyboard.press('Space');

    const widget = page.locator('hb-mortgage-calculator');
    await expect.poll(() => textbox(widget, 'Amount').inputValue()).toBe('30,000');
    await expect.poll(() => widget.getByRole('combobox', { name: 'Loan term' }).inputValue()).toBe('25');
    // 270,000 at 4.25 % over 25 years, extras off.
    await expect.poll(() => total(widget)).toBe('$1,462.69');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Show the year-by-year table');
    await page.keyboard.press('Enter');
    await expect.poll(() => widget.getByRole('table').isVisible()).toBe(true);
    for (let i = 0; i < 4 && (await focused(page)) !== 'Copy link'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        widget
          .getByRole('status')
          .filter({ hasText: /Link copied|Copying is not available/ })
          .count(),
      )
      .toBe(1);
  });

  it('moves the address to the section being read on /home-financing, without history entries', async () => {
    const page = await demo.open('/home-financing');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await widgetReady(page, 'hb-section-nav');
    const entries = await page.evaluate(() => history.length);
    for (const [id, label] of [
      ['loan-types', 'Loan types'],
      ['closing-costs', 'Closing costs'],
      ['calculator', 'Calculator'],
    ]) {
      await page.evaluate(
        (section) => scrollTo(0, document.getElementById(section)!.getBoundingClientRect().top + scrollY - 200),
        id,
      );
      await page.waitForFunction((hash) => location.hash === hash, `#${id}`);
      await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe(label);
    }
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(new URL(page.url()).pathname).toBe('/home-financing');
  });

  it('shows the platform’s message for a bad data-price', async () => {
    const page = await demo.open('/demo/bad-attribute');
    await widgetReady(page, 'hb-mortgage-calculator');
    expect(await page.locator('hb-mortgage-calculator').getByRole('alert').textContent()).toBe(
      '[hb-mortgage-calculator] data-price "two hundred thousand" is not a number: set it, e.g. data-price="250000"',
    );
  });

  for (const width of [375, 1280])
    it.each(['/buying-process', '/home-financing'])(
      `has no axe violation on %s at ${width} px, also with a message shown`,
      async (path) => {
        const page = await demo.open(path, { width });
        const widget = await calculator(page);
        if (path === '/home-financing') await widgetReady(page, 'hb-section-nav');
        await widget.getByText('Show the year-by-year table').click();
        // From the top: axe counts a control scrolled under the sticky section nav as obscured.
        const fromTheTop = () => page.evaluate(() => scrollTo(0, 0));
        await fromTheTop();
        await expectNoAxeViolations(page);
        await textbox(widget, 'Amount').fill('300000');
        await textbox(widget, 'Interest rate').fill('abc');
        await fromTheTop();
        await expectNoAxeViolations(page);
        await page.context().close();
      },
    );
});
