import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { MortgageCalculator } from './mortgage-calculator';

/**
 * The mortgage calculator: the monthly payment with principal and interest, property tax,
 * insurance, PMI and HOA/CDD dues, a yearly chart and a link that brings the numbers back.
 */
export default defineWidget(
  'mortgage-calculator',
  {
    /** The home price it starts with; 250000 without it. */
    price: attr.number('250000').optional,
  },
  MortgageCalculator,
);
