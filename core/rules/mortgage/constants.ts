/**
 * spec.md section 9, "Mortgage calculator": the defaults and yearly rates every figure of the
 * calculator comes from. Rates are fractions (0.0097 is 0.97 %) unless the name says percent.
 */

/** spec.md 9: default price 250000 (data-price presets it). */
export const DEFAULT_HOME_PRICE = 250_000;
/** spec.md 9: down payment default 10 %. */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 10;
/** spec.md 9: terms 15/20/25/30/40 years. */
export const MORTGAGE_TERMS_YEARS = [15, 20, 25, 30, 40] as const;
export type MortgageTermYears = (typeof MORTGAGE_TERMS_YEARS)[number];
/** spec.md 9: default term 30 years. */
export const DEFAULT_TERM_YEARS: MortgageTermYears = 30;
/** spec.md 9: default rate 4.25 %. */
export const DEFAULT_RATE_PERCENT = 4.25;

/** spec.md 9: yearly property tax 0.97 % of the price. */
export const PROPERTY_TAX_YEARLY_RATE = 0.0097;
/** spec.md 9: homeowners insurance 0.35 % of the price a year. */
export const INSURANCE_YEARLY_RATE = 0.0035;
/** spec.md 9: PMI 0.625 % of the loan amount a year. */
export const PMI_YEARLY_RATE = 0.00625;
/** spec.md 9: PMI applies when the down payment is under 20 % (and extras are included). */
export const PMI_DOWN_PAYMENT_THRESHOLD_PERCENT = 20;
/**
 * Beyond spec.md: PMI ends automatically when the balance on schedule reaches 78 % of the
 * original value (the US Homeowners Protection Act); the original value is the price.
 */
export const PMI_END_LOAN_TO_VALUE = 0.78;

/** Input limits of the calculator (spec.md leaves its validation open; these keep every figure finite). */
export const MAX_HOME_PRICE = 100_000_000;
export const MAX_RATE_PERCENT = 20;
export const MAX_HOA_MONTHLY = 100_000;
