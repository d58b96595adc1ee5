export type { AmortizationYear } from './amortization';
export {
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_HOME_PRICE,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  MORTGAGE_TERMS_YEARS,
  PMI_DOWN_PAYMENT_THRESHOLD_PERCENT,
  INSURANCE_YEARLY_RATE,
  PMI_END_LOAN_TO_VALUE,
  PMI_YEARLY_RATE,
  PROPERTY_TAX_YEARLY_RATE,
} from './constants';
export type { MortgageInputs, MortgageSummary } from './summary';
export { mortgageSummary } from './summary';
export { ESTIMATE_ASSUMPTIONS, estimatedMonthlyPayment } from './estimate';
export type { AmountName } from './validation';
export { checkAmount, isOfferedTerm } from './validation';
