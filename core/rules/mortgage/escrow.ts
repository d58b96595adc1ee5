import { INSURANCE_YEARLY_RATE, PROPERTY_TAX_YEARLY_RATE } from './constants';

/** spec.md section 9: property tax, 0.97 % of the price a year, paid monthly. */
export const monthlyPropertyTax = (price: number): number => (Math.max(0, price) * PROPERTY_TAX_YEARLY_RATE) / 12;

/** spec.md section 9: homeowners insurance, 0.35 % of the price a year, paid monthly. */
export const monthlyInsurance = (price: number): number => (Math.max(0, price) * INSURANCE_YEARLY_RATE) / 12;
