import {
  type AmountName,
  checkAmount,
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_HOME_PRICE,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  type MortgageInputs,
} from '../../core/rules/mortgage';
import { fieldDollars, fieldNumber } from './format';
import { readSharedFields } from './share-link';

/** The calculator's fields as typed: text, so a half-typed or wrong value stays as the visitor left it. */
export interface FormState {
  price: string;
  /** The down payment in percent of the price. */
  down: string;
  /** The same down payment in dollars. */
  downDollars: string;
  /** The down payment field typed in last: the one checked and used. */
  lead: 'down' | 'downDollars';
  term: string;
  rate: string;
  hoa: string;
  /** Property tax, insurance and PMI included. */
  extras: boolean;
}

export type FieldErrors = Partial<Record<AmountName, string>>;

/** A shared link wins over data-price, which wins over spec.md's defaults. */
export function initialForm(presetPrice: number | undefined, search: string): FormState {
  const form: FormState = {
    price: fieldDollars(presetPrice ?? DEFAULT_HOME_PRICE),
    down: String(DEFAULT_DOWN_PAYMENT_PERCENT),
    downDollars: '',
    lead: 'down',
    term: String(DEFAULT_TERM_YEARS),
    rate: String(DEFAULT_RATE_PERCENT),
    hoa: '',
    extras: true,
    ...readSharedFields(search),
  };
  return updateForm(form, 'price', form.price);
}

/** A field's new value; the down payment's percent and dollars stay in step whichever is typed in. */
export function updateForm<K extends keyof FormState>(form: FormState, key: K, value: FormState[K]): FormState {
  const next: FormState = { ...form, [key]: value };
  if (key === 'down' || key === 'downDollars') next.lead = key;
  const price = checkAmount('price', next.price);
  if (typeof price === 'string' || !['price', 'down', 'downDollars'].includes(key)) return next;
  // A new price keeps a usable percent and moves the dollars; failing that, the other way round.
  const percent = checkAmount('down', next.down);
  if (key !== 'downDollars' && typeof percent === 'number')
    return { ...next, downDollars: fieldDollars((price * percent) / 100), lead: 'down' };
  // Followed even above the price (120 %), so both fields tell the same story as the message.
  const dollars = checkAmount('down', next.downDollars, Infinity);
  return key !== 'down' && typeof dollars === 'number' ? { ...next, down: fieldNumber((dollars / price) * 100) } : next;
}

/** Each field's message, and the inputs to calculate with once no field has one. */
export function checkForm(form: FormState): { errors: FieldErrors; inputs: MortgageInputs | null } {
  const price = checkAmount('price', form.price);
  // In the order a shared link lists them.
  const checked = {
    price,
    // In percent, or in dollars up to the price.
    down: checkAmount(
      'down',
      form[form.lead],
      form.lead === 'down' ? undefined : typeof price === 'number' ? price : Infinity,
    ),
    term: Number(form.term),
    rate: checkAmount('rate', form.rate),
    hoa: checkAmount('hoa', form.hoa),
  };
  const errors: FieldErrors = Object.fromEntries(Object.entries(checked).filter(([, v]) => typeof v === 'string'));
  if (Object.keys(errors).length) return { errors, inputs: null };
  const values = checked as Record<keyof typeof checked, number>;
  // The down payment in dollars and cents, as the dollars field shows it.
  return {
    errors,
    inputs: {
      ...values,
      down: form.lead === 'down' ? Math.round(values.price * values.down) / 100 : values.down,
      extras: form.extras,
    },
  };
}
