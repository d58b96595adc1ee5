import { PMI_DOWN_PAYMENT_THRESHOLD_PERCENT, PMI_YEARLY_RATE } from './constants';

/** spec.md section 9: PMI applies when the down payment is under 20 % of the price (so there is a loan). */
export const pmiApplies = (price: number, downPayment: number): boolean =>
  downPayment < (price * PMI_DOWN_PAYMENT_THRESHOLD_PERCENT) / 100;

/** spec.md section 9: PMI, 0.625 % of the loan amount a year, paid monthly; 0 when it does not apply. */
export const monthlyPmi = (price: number, downPayment: number): number =>
  pmiApplies(price, downPayment) ? ((price - downPayment) * PMI_YEARLY_RATE) / 12 : 0;
