import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { DESIRED_LOCATIONS, HOME_TYPES, MOVE_TIMEFRAMES, PRICE_RANGES, YES_NO } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/full-interest.es'));

/** hb-full-interest-form → /forms/full-interest: the full interest list, with every preference. */
export const fullInterestForm = defineForm({
  phrases,
  type: 'full-interest',
  path: '/forms/full-interest',
  template: '/full-interest-list/partials/full-interest-list-list-form',
  title: 'Join our full interest list',
  intro: 'Tell us where and what you would like to build, and we will let you know as soon as it is available.',
  submitLabel: 'Join the list',
  successMessage: 'Thank you for joining our full interest list! We will keep you posted.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    fields.address(),
    fields.city(),
    fields.state(),
    fields.zip({ required: true }),
    {
      kind: 'checkboxes',
      name: 'selected_regions',
      label: 'Where would you like to live?',
      options: DESIRED_LOCATIONS,
      required: true,
    },
    { kind: 'checkboxes', name: 'desired_hometype', label: 'What would you like in a home?', options: HOME_TYPES },
    {
      kind: 'select',
      name: 'price_range',
      label: 'Price range',
      placeholder: 'Choose a range',
      options: PRICE_RANGES,
      width: 'half',
    },
    {
      kind: 'select',
      name: 'move_timeframe',
      label: 'When would you like to move or build?',
      placeholder: 'Choose one',
      options: MOVE_TIMEFRAMES,
      width: 'half',
    },
    { kind: 'radios', name: 'own_home', label: 'Do you own your current home?', options: YES_NO, width: 'half' },
    {
      kind: 'radios',
      name: 'working_with_realtor',
      label: 'Are you working with a realtor?',
      options: YES_NO,
      width: 'half',
    },
    fields.referral(),
    fields.comments(),
  ],
});
