// @vitest-environment happy-dom
// @hb-own-worker: user-event's clipboard and its typing on a fake clock reach a navigator and timers other than the widget's in a VM context (vmThreads).
import { findByText, getByRole, queryByText, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MORTGAGE_INPUT_MESSAGES as M } from '../../../../core/rules/mortgage/validation';
import calculator from '../../../../widgets/mortgage-calculator';
import { ANNOUNCE_DELAY_MS } from '../../../../widgets/mortgage-calculator/live-summary';

const tick = () => new Promise((r) => setTimeout(r, 0));

async function mount(attributes = ''): Promise<HTMLElement> {
  document.body.insertAdjacentHTML('beforeend', `<hb-mortgage-calculator ${attributes}></hb-mortgage-calculator>`);
  const el = document.body.lastElementChild as HTMLElement;
  calculator.mount(el);
  await tick();
  return el;
}

/** The same, on the test's clock (vi.useFakeTimers() first). */
async function mountOnClock(): Promise<HTMLElement> {
  document.body.insertAdjacentHTML('beforeend', '<hb-mortgage-calculator></hb-mortgage-calculator>');
  const el = document.body.lastElementChild as HTMLElement;
  calculator.mount(el);
  await vi.advanceTimersByTimeAsync(0);
  return el;
}

const field = (el: HTMLElement, name: string) => within(el).getByRole('textbox', { name }) as HTMLInputElement;
/** The value shown beside a label in the estimate. */
const figure = (el: HTMLElement, term: string) =>
  within(el).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
const total = (el: HTMLElement) => el.querySelector('.hb-mortgage-calculator__total-amount')!.textContent;

async function retype(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
  await tick();
}

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('hb-mortgage-calculator', () => {
  it('starts from spec.md’s defaults: 250,000, 10 % down, 30 years at 4.25 %, extras included', async () => {
    const el = await mount();
    expect(field(el, 'Home price').value).toBe('250,000');
    expect(field(el, 'Percent of price').value).toBe('10');
    expect(field(el, 'Amount').value).toBe('25,000');
    expect((within(el).getByRole('combobox', { name: 'Loan term' }) as HTMLSelectElement).value).toBe('30');
    expect(field(el, 'Interest rate').value).toBe('4.25');
    expect(
      (within(el).getByRole('checkbox', { name: 'Include property tax, insurance and PMI' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // 225,000 at 4.25 % over 360 months; 0.97 % and 0.35 % of 250,000 a year; 0.625 % of 225,000 a year.
    expect(figure(el, 'Principal & interest')).toBe('$1,106.86');
    expect(figure(el, 'Property tax')).toBe('$202.08');
    expect(figure(el, 'Homeowners insurance')).toBe('$72.92');
    expect(figure(el, 'PMI')).toBe('$117.19');
    expect(total(el)).toBe('$1,499.05');
    expect(figure(el, 'Loan amount')).toBe('$225,000');
    expect(figure(el, 'Total interest')).toBe('$173,471');
  });

  it('names the month of the last payment and the month PMI ends, the first payment falling the month after today', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 12) });
    const el = await mountOnClock();
    // 360 payments from December 2026; 225,000 at 4.25 % is down to 78 % of 250,000 (195,000) after payment 84.
    expect(figure(el, 'Payoff date')).toBe('November 2056');
    expect(figure(el, 'PMI ends')).toBe('November 2033');
  });

  it('takes its price from data-price', async () => {
    const el = await mount('data-price="300000"');
    expect(field(el, 'Home price').value).toBe('300,000');
    expect(field(el, 'Amount').value).toBe('30,000');
    expect(figure(el, 'Loan amount')).toBe('$270,000');
  });

  it('shows the platform’s message for a data-price that is not a number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await mount('data-price="two hundred thousand"');
    expect(getByRole(el, 'alert').textContent).toBe(
      '[hb-mortgage-calculator] data-price "two hundred thousand" is not a number: set it, e.g. data-price="250000"',
    );
  });

  it('keeps the down payment in percent and in dollars in step, whichever is typed', async () => {
    const el = await mount();
    await retype(field(el, 'Percent of price'), '20');
    expect(field(el, 'Amount').value).toBe('50,000');
    expect(figure(el, 'PMI')).toBe('None (20% or more down)');
    await retype(field(el, 'Amount'), '12500');
    expect(field(el, 'Percent of price').value).toBe('5');
    expect(figure(el, 'Loan amount')).toBe('$237,500');
    // A new price keeps the percent and moves the dollars.
    await retype(field(el, 'Home price'), '300000');
    expect(field(el, 'Percent of price').value).toBe('5');
    expect(field(el, 'Amount').value).toBe('15,000');
    // Worked-out dollars read as a buyer reads them: grouped, with cents when there are some.
    await retype(field(el, 'Home price'), '199999');
    expect(field(el, 'Amount').value).toBe('9,999.95');
    expect(figure(el, 'Loan amount')).toBe('$189,999');
  });

  it('follows the term chosen: 15 years costs $1,692.63 a month in principal and interest', async () => {
    const el = await mount();
    await userEvent.setup().selectOptions(within(el).getByRole('combobox', { name: 'Loan term' }), '15 years');
    await tick();
    expect(figure(el, 'Principal & interest')).toBe('$1,692.63');
  });

  it('leaves tax, insurance and PMI out when extras are unticked, and adds HOA/CDD dues as typed', async () => {
    const el = await mount();
    const user = userEvent.setup();
    await user.click(within(el).getByRole('checkbox', { name: 'Include property tax, insurance and PMI' }));
    await retype(field(el, 'HOA/CDD dues'), '150');
    expect(figure(el, 'Property tax')).toBe('Not included');
    expect(figure(el, 'PMI')).toBe('Not included');
    expect(figure(el, 'HOA/CDD dues')).toBe('$150.00');
    expect(total(el)).toBe('$1,256.86');
  });

  it('ties a message to the field that cannot be used and keeps the last result, marked', async () => {
    const el = await mount();
    const price = field(el, 'Home price');
    await retype(price, 'abc');
    const message = await findByText(el, M.price.notANumber);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(el).getByText(/These figures are for your last valid entries/)).toBeTruthy();
    expect(total(el)).toBe('$1,499.05');
    await retype(price, '250000');
    expect(price.hasAttribute('aria-invalid')).toBe(false);
    expect(queryByText(el, /last valid entries/)).toBeNull();
  });

  it('says when the down payment is more than the price, on both of its fields', async () => {
    const el = await mount();
    await retype(field(el, 'Amount'), '300000');
    const message = await findByText(el, M.down.tooHigh);
    for (const name of ['Percent of price', 'Amount']) {
      expect(field(el, name).getAttribute('aria-invalid')).toBe('true');
      expect(field(el, name).getAttribute('aria-describedby')).toBe(message.id);
    }
    expect(field(el, 'Percent of price').value).toBe('120');
  });

  it('says when the rate is out of range, and when a field is empty', async () => {
    const el = await mount();
    await retype(field(el, 'Interest rate'), '25');
    expect(await findByText(el, M.rate.tooHigh)).toBeTruthy();
    await retype(field(el, 'Home price'), '');
    expect(await findByText(el, M.price.empty)).toBeTruthy();
    await retype(field(el, 'HOA/CDD dues'), '-20');
    expect(await findByText(el, M.hoa.tooLow)).toBeTruthy();
  });

  // Every value in every order is form-state.property.test.ts's; here, two a visitor might type.
  it('never shows NaN or Infinity, whatever is typed', async () => {
    const el = await mount();
    for (const [name, text] of [
      ['Home price', '1e400'],
      ['Amount', 'Infinity'],
    ]) {
      const typedIn = field(el, name);
      await retype(typedIn, text);
      expect(el.textContent).not.toMatch(/NaN|Infinity|undefined/);
      // What the visitor typed stays as typed; every other field is ours and must be clean.
      for (const input of el.querySelectorAll('input'))
        if (input !== typedIn) expect(input.value).not.toMatch(/NaN|Infinity/);
    }
  });

  it('charges nothing but extras with 100 % down, and no interest at 0 %', async () => {
    const el = await mount();
    await retype(field(el, 'Percent of price'), '100');
    expect(figure(el, 'Principal & interest')).toBe('$0.00');
    expect(figure(el, 'Payoff date')).toBe('No loan to pay off');
    expect(within(el).getByText('With no loan there is no interest to chart.')).toBeTruthy();
    await retype(field(el, 'Percent of price'), '10');
    await retype(field(el, 'Interest rate'), '0');
    expect(figure(el, 'Principal & interest')).toBe('$625.00');
    expect(figure(el, 'Total interest')).toBe('$0');
  });

  it('restores the inputs from a shared link', async () => {
    history.replaceState(
      null,
      '',
      '/home-financing?hb-price=320000&hb-down=25&hb-term=15&hb-rate=5.5&hb-hoa=120&hb-extras=0',
    );
    const el = await mount('data-price="250000"');
    expect(field(el, 'Home price').value).toBe('320000');
    expect(field(el, 'Percent of price').value).toBe('25');
    expect(field(el, 'Amount').value).toBe('80,000');
    expect((within(el).getByRole('combobox', { name: 'Loan term' }) as HTMLSelectElement).value).toBe('15');
    expect(field(el, 'Interest rate').value).toBe('5.5');
    expect(field(el, 'HOA/CDD dues').value).toBe('120');
    expect(figure(el, 'PMI')).toBe('Not included');
  });

  it('ignores shared values it cannot use', async () => {
    history.replaceState(null, '', '/?hb-price=abc&hb-down=150&hb-term=12&hb-rate=99');
    const el = await mount();
    expect(field(el, 'Home price').value).toBe('250,000');
    expect(field(el, 'Percent of price').value).toBe('10');
    expect((within(el).getByRole('combobox', { name: 'Loan term' }) as HTMLSelectElement).value).toBe('30');
    expect(field(el, 'Interest rate').value).toBe('4.25');
  });

  it('copies a link that brings the inputs back, and confirms it', async () => {
    history.replaceState(null, '', '/buying-process?utm_source=mail');
    const el = await mount();
    await retype(field(el, 'Home price'), '275000');
    const link = `${location.origin}/buying-process?utm_source=mail&hb-price=275000&hb-down=10&hb-term=30&hb-rate=4.25&hb-extras=1`;
    expect(field(el, 'Link to these numbers').value).toBe(link);
    const user = userEvent.setup(); // gives navigator a clipboard of its own
    await user.click(within(el).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await findByText(el, 'Link copied.')).toBeTruthy();
  });

  it('selects the link for copying by hand when the clipboard is not available', async () => {
    const el = await mount();
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(within(el).getByRole('button', { name: 'Copy link' }));
    expect(await findByText(el, /Copying is not available here/)).toBeTruthy();
  });

  it('tells the tag manager only the price and term, after a deliberate change', async () => {
    window.dataLayer = [];
    const el = await mount();
    const user = userEvent.setup();
    await user.click(field(el, 'Home price'));
    await user.tab(); // in and out without a change: nothing to report
    expect(window.dataLayer).toEqual([]);
    await user.selectOptions(within(el).getByRole('combobox', { name: 'Loan term' }), '20 years');
    await retype(field(el, 'Home price'), '310000');
    await user.tab();
    expect(window.dataLayer).toEqual([
      { event: 'hb_calculator', price: 250_000, term_years: 20 },
      { event: 'hb_calculator', price: 310_000, term_years: 20 },
    ]);
  });

  it('announces the monthly payment politely once typing pauses for a second, not on load', async () => {
    vi.useFakeTimers();
    const el = await mountOnClock();
    const live = el.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(field(el, 'Interest rate'));
    await user.type(field(el, 'Interest rate'), '5');
    await vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS - 100);
    expect(live.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(200);
    expect(live.textContent).toMatch(/^Estimated monthly payment \$[\d,]+\.\d\d\.$/);
  });
});
