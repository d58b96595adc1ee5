import { fields } from './common-fields';
import { DATE_HELPER_YEARS_BACK } from '../engine/date-rules';
import { defineForm } from '../engine/form-definition';
import { MOVE_TIMEFRAMES, PRICE_RANGES, YES_NO } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/buying-application.es'));

/** A yearly household income, in whole dollars: enough for any buyer, not a typo's ten digits. */
export const MAX_YEARLY_INCOME = 10_000_000;

/**
 * hb-buying-application → /forms/buying-application: a buyer's pre-qualification. The social
 * security numbers are sent as 9 digits and kept out of every draft, event and message.
 */
export const buyingApplicationForm = defineForm({
  phrases,
  type: 'buying-application',
  path: '/forms/buying-application',
  template: '/buying-application/partials/buying-application-form',
  title: 'Apply to buy your new home',
  intro:
    'Apply in about five minutes. Our preferred lender uses it to pre-qualify you; nothing is final until you sign.',
  submitLabel: 'Send my application',
  successMessage:
    'Thank you! Your application is on its way. A new home specialist will call you within one business day.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    {
      kind: 'date',
      name: 'birth_date',
      label: 'Date of birth',
      window: 'past',
      required: true,
      autocomplete: 'bday',
      width: 'half',
    },
    {
      kind: 'ssn',
      name: 'ssn',
      label: 'Social security number',
      required: true,
      width: 'half',
      hint: '9 digits. Used only to check your credit with our preferred lender.',
    },
    fields.address({ required: true }),
    fields.city({ required: true }),
    fields.state(),
    fields.zip({ required: true }),
    {
      kind: 'text',
      name: 'employer',
      label: 'Current employer',
      required: true,
      autocomplete: 'organization',
      maxLength: 100,
      width: 'half',
    },
    { kind: 'date', name: 'employment_start', label: 'Started with this employer on', window: 'past', width: 'half' },
    {
      kind: 'number',
      name: 'yearly_income',
      label: 'Yearly household income (US$)',
      min: 0,
      max: MAX_YEARLY_INCOME,
      required: true,
      width: 'half',
    },
    {
      kind: 'select',
      name: 'price_range',
      label: 'Price range',
      placeholder: 'Choose a range',
      options: PRICE_RANGES,
      width: 'half',
    },
    { kind: 'radios', name: 'first_home', label: 'Is this your first home?', options: YES_NO, width: 'half' },
    {
      kind: 'date',
      name: 'last_home_sold',
      label: 'If you sold a home in the last 3 years, when?',
      window: 'past',
      yearsBack: DATE_HELPER_YEARS_BACK,
      width: 'half',
      hint: 'Leave it empty if you have not owned a home for 3 years: you may count as a first-time buyer.',
    },
    {
      kind: 'select',
      name: 'selected_communities',
      label: 'Community you would like to live in',
      placeholder: 'Not sure yet',
      options: 'communities',
      width: 'half',
    },
    {
      kind: 'select',
      name: 'move_timeframe',
      label: 'When would you like to move?',
      placeholder: 'Choose one',
      options: MOVE_TIMEFRAMES,
      width: 'half',
    },
    fields.firstName({
      name: 'co_buyer_first_name',
      label: 'Co-buyer first name',
      required: false,
      autocomplete: 'off',
    }),
    fields.lastName({ name: 'co_buyer_last_name', label: 'Co-buyer last name', required: false, autocomplete: 'off' }),
    {
      kind: 'ssn',
      name: 'co_buyer_ssn',
      label: 'Co-buyer social security number',
      width: 'half',
      hint: 'Only if you are buying with someone.',
    },
    fields.comments(),
    {
      kind: 'checkbox',
      name: 'credit_authorization',
      label: 'Credit check authorization',
      hint: 'I authorize the builder and its preferred lender to check my credit to pre-qualify me.',
      required: true,
    },
  ],
});
