import type { Phrases } from '../../core/i18n';

/**
 * The Spanish of the calculator's input messages (core/rules/mortgage/validation.ts, which the
 * tests of the rule read in English), keyed by their English.
 */
export default {
  'Enter the home price.': 'Escribe el precio de la casa.',
  'Enter the home price as a number, e.g. 250000.': 'Escribe el precio de la casa como número, por ejemplo 250000.',
  'Enter a home price above $0.': 'Escribe un precio de casa mayor que $0.',
  'Enter a home price up to $100,000,000.': 'Escribe un precio de casa de hasta $100,000,000.',
  'Enter a down payment (0 is fine).': 'Escribe un pago inicial (puede ser 0).',
  'Enter the down payment as a number, e.g. 10 (percent) or 25000 (dollars).':
    'Escribe el pago inicial como número, por ejemplo 10 (por ciento) o 25000 (dólares).',
  'The down payment cannot be negative.': 'El pago inicial no puede ser negativo.',
  'The down payment cannot be more than the home price.':
    'El pago inicial no puede ser mayor que el precio de la casa.',
  'Enter the interest rate.': 'Escribe la tasa de interés.',
  'Enter the interest rate as a number, e.g. 4.25.': 'Escribe la tasa de interés como número, por ejemplo 4.25.',
  'Enter an interest rate from 0% to 20%.': 'Escribe una tasa de interés del 0% al 20%.',
  'Enter the HOA/CDD dues as a number, e.g. 150, or leave it empty.':
    'Escribe las cuotas de HOA/CDD como número, por ejemplo 150, o deja el campo vacío.',
  'The HOA/CDD dues cannot be negative.': 'Las cuotas de HOA/CDD no pueden ser negativas.',
  'Enter HOA/CDD dues up to $100,000 a month.': 'Escribe cuotas de HOA/CDD de hasta $100,000 al mes.',
} satisfies Phrases;
