import { checkDownPayment, checkHoaMonthly, checkHomePrice, checkRate, checkTerm, type MortgageInputs } from '../../core';
import type { FormState } from './form-state';

export type FieldName = 'price' | 'downPayment' | 'termYears' | 'rate' | 'hoa';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields checked: a message for each that cannot be used, or inputs ready to calculate with. */
export function checkForm(state: FormState): { errors: FieldErrors; inputs: MortgageInputs | null } {
  const price = checkHomePrice(state.price);
  const down =
    state.downSource === 'percent' ? checkDownPayment(state.downPercent, 'percent') : checkDownPayment(state.downAmount, 'dollars', price.ok ? price.value : undefined);
  const term = checkTerm(state.termYears);
  const rate = checkRate(state.rate);
  const hoa = checkHoaMonthly(state.hoa);

  const errors: FieldErrors = {};
  if (!price.ok) errors.price = price.message;
  if (!down.ok) errors.downPayment = down.message;
  if (!term.ok) errors.termYears = term.message;
  if (!rate.ok) errors.rate = rate.message;
  if (!hoa.ok) errors.hoa = hoa.message;
  if (!price.ok || !down.ok || !term.ok || !rate.ok || !hoa.ok) return { errors, inputs: null };

  // In dollars and cents, as the dollars field shows it.
  const downPayment = state.downSource === 'percent' ? Math.round(price.value * down.value) / 100 : down.value;
  return {
    errors,
    inputs: { price: price.value, downPayment, yearlyRatePercent: rate.value, termYears: term.value, hoaMonthly: hoa.value, includeExtras: state.includeExtras },
  };
}
