import {
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  INSURANCE_YEARLY_RATE,
  PMI_YEARLY_RATE,
  PROPERTY_TAX_YEARLY_RATE,
} from './constants';
import { mortgageSummary } from './summary';

/**
 * The estimated monthly payment of a price with spec.md section 9's defaults: 10 % down, 30 years
 * at 4.25 %, property tax 0.97 %, insurance 0.35 % and PMI 0.625 % a year (extras included, as
 * the calculator starts). In dollars rounded to cents.
 */
export function estimatedMonthlyPayment(price: number): number {
  return mortgageSummary({
    price,
    down: (price * DEFAULT_DOWN_PAYMENT_PERCENT) / 100,
    term: DEFAULT_TERM_YEARS,
    rate: DEFAULT_RATE_PERCENT,
    hoa: 0,
    extras: true,
  }).monthly.total;
}

const percent = (fraction: number) => `${Math.round(fraction * 100_000) / 1000}%`;

/** What estimatedMonthlyPayment assumes, in the words shown beside the estimate. */
export const ESTIMATE_ASSUMPTIONS =
  `Estimated with ${DEFAULT_DOWN_PAYMENT_PERCENT}% down and a ${DEFAULT_TERM_YEARS}-year loan at ${DEFAULT_RATE_PERCENT}%, ` +
  `with property tax ${percent(PROPERTY_TAX_YEARLY_RATE)}, homeowners insurance ${percent(INSURANCE_YEARLY_RATE)} and PMI ${percent(PMI_YEARLY_RATE)} a year.`;
