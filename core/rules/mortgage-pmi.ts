import type { AmortizationMonth } from './mortgage-amortization';
import { PMI_DOWN_PAYMENT_THRESHOLD_PERCENT, PMI_END_LOAN_TO_VALUE, PMI_YEARLY_RATE } from './mortgage-constants';

/** spec.md section 9: PMI applies when the down payment is under 20 % of the price and there is a loan. */
export const pmiApplies = (price: number, downPayment: number): boolean =>
  price > 0 && downPayment < price && downPayment < (price * PMI_DOWN_PAYMENT_THRESHOLD_PERCENT) / 100;

/** spec.md section 9: PMI, 0.625 % of the loan amount a year, paid monthly; 0 when it does not apply. */
export const monthlyPmi = (price: number, downPayment: number): number =>
  pmiApplies(price, downPayment) ? ((price - downPayment) * PMI_YEARLY_RATE) / 12 : 0;

/**
 * The payment after which PMI ends: the first whose balance on schedule is at most 78 % of the
 * original value (the price). Null when PMI does not apply to this loan.
 */
export function pmiEndPayment(schedule: readonly AmortizationMonth[], price: number, downPayment: number): number | null {
  if (!pmiApplies(price, downPayment)) return null;
  const limit = price * PMI_END_LOAN_TO_VALUE;
  return schedule.find((m) => m.balance <= limit)?.payment ?? null;
}
