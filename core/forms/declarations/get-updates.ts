import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { GET_UPDATES_DISMISS_MS } from '../engine/lifecycle-timers';
import { TIMEFRAMES } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/get-updates.es'));

/** hb-get-updates-form (a trigger and a dialog; data-community-id on a microsite) → /forms/get-updates. */
export const getUpdatesForm = defineForm({
  phrases,
  type: 'get-updates',
  path: '/forms/get-updates',
  template: '/components/get-updates-form',
  title: 'Get updates',
  intro: 'Be the first to hear about new homes, pricing and events.',
  submitLabel: 'Sign me up',
  successMessage: 'Thank you! You will be the first to hear about new homes, pricing and events.',
  about: { list: 'selected_communities', required: false },
  afterSuccess: { action: 'dismiss', afterMs: GET_UPDATES_DISMISS_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone({ required: false }),
    fields.zip(),
    {
      kind: 'select',
      name: 'timeframe',
      label: 'When are you looking to buy?',
      placeholder: 'Choose one',
      options: TIMEFRAMES,
      width: 'half',
    },
    fields.referral(),
  ],
});
