import { checkDownPayment, checkHomePrice, DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_HOME_PRICE, DEFAULT_RATE_PERCENT, DEFAULT_TERM_YEARS, readTypedNumber } from '../../core';
import { fieldNumber } from './format';
import type { SharedInputs } from './share-link';

/** The calculator's fields as typed: text, so a half-typed or wrong value stays as the visitor left it. */
export interface FormState {
  price: string;
  downPercent: string;
  downAmount: string;
  /** Which down payment field the visitor typed in last: it is the one checked and used. */
  downSource: 'percent' | 'dollars';
  termYears: number;
  rate: string;
  hoa: string;
  includeExtras: boolean;
}

export type FormAction =
  | { type: 'price' | 'downPercent' | 'downAmount' | 'rate' | 'hoa'; text: string }
  | { type: 'term'; years: number }
  | { type: 'extras'; included: boolean };

/** A shared link wins over data-price, which wins over spec.md's defaults. */
export function initialFormState(presetPrice: number | undefined, shared: SharedInputs): FormState {
  const price = shared.price ?? (presetPrice === undefined ? String(DEFAULT_HOME_PRICE) : Number.isFinite(presetPrice) ? fieldNumber(presetPrice) : String(presetPrice));
  const downPercent = shared.downPercent ?? String(DEFAULT_DOWN_PAYMENT_PERCENT);
  return withPrice(
    {
      price,
      downPercent,
      downAmount: '',
      downSource: 'percent',
      termYears: shared.termYears ?? DEFAULT_TERM_YEARS,
      rate: shared.rate ?? String(DEFAULT_RATE_PERCENT),
      hoa: shared.hoa ?? '',
      includeExtras: shared.includeExtras ?? true,
    },
    price,
  );
}

/** Keeps the two down payment fields in step: whichever the visitor types in, the other follows. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'price':
      return withPrice(state, action.text);
    case 'downPercent': {
      const next = { ...state, downPercent: action.text, downSource: 'percent' as const };
      const price = checkHomePrice(state.price);
      const percent = checkDownPayment(action.text, 'percent');
      return price.ok && percent.ok ? { ...next, downAmount: fieldNumber((price.value * percent.value) / 100) } : next;
    }
    case 'downAmount': {
      const next = { ...state, downAmount: action.text, downSource: 'dollars' as const };
      const price = checkHomePrice(state.price);
      const amount = readTypedNumber(action.text);
      // Followed even above the price (120 %), so both fields tell the same story as the message.
      return price.ok && typeof amount === 'number' && amount >= 0 ? { ...next, downPercent: fieldNumber((amount / price.value) * 100) } : next;
    }
    case 'rate':
      return { ...state, rate: action.text };
    case 'hoa':
      return { ...state, hoa: action.text };
    case 'term':
      return { ...state, termYears: action.years };
    case 'extras':
      return { ...state, includeExtras: action.included };
  }
}

/** A new price keeps the down payment's percent and moves its dollars; failing that, the other way round. */
function withPrice(state: FormState, text: string): FormState {
  const next = { ...state, price: text };
  const price = checkHomePrice(text);
  if (!price.ok) return next;
  const percent = checkDownPayment(state.downPercent, 'percent');
  if (percent.ok) return { ...next, downAmount: fieldNumber((price.value * percent.value) / 100), downSource: 'percent' };
  const amount = readTypedNumber(state.downAmount);
  return typeof amount === 'number' && amount >= 0 ? { ...next, downPercent: fieldNumber((amount / price.value) * 100) } : next;
}
