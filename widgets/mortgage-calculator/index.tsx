import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { MortgageCalculator } from './mortgage-calculator';

/** <hb-mortgage-calculator data-price="250000">: spec.md's mortgage calculator, price preset optional. */
export default defineWidget('mortgage-calculator', { price: attr.number('250000').optional }, MortgageCalculator);
