import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { MOVE_TIMEFRAMES } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/lock-in.es'));

/** hb-lock-in-form (contact us page) → /forms/get-updates, told apart by its type. */
export const lockInForm = defineForm({
  phrases,
  type: 'lock-in',
  path: '/forms/get-updates',
  template: '/contact-us/partials/lock-in-form',
  title: "Lock in today's price",
  intro: 'Found the one? Tell us where, and a new home specialist will call you to hold your price.',
  submitLabel: 'Lock in my price',
  successMessage: 'Thank you! A new home specialist will call you shortly to lock in your price.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    {
      kind: 'select',
      name: 'selected_communities',
      label: 'Community',
      placeholder: 'Choose a community',
      options: 'communities',
      required: true,
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
    fields.comments(),
  ],
});
