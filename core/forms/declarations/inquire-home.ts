import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { INQUIRE_HOME_DISMISS_MS } from '../engine/lifecycle-timers';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/inquire-home.es'));

/** hb-inquire-home-form (data-home-id; a trigger and a dialog) → /forms/inquire-home; selected_homes holds the home id. */
export const inquireHomeForm = defineForm({
  phrases,
  type: 'inquire-home',
  path: '/forms/inquire-home',
  title: 'Inquire about this home',
  submitLabel: 'Send my inquiry',
  successMessage: 'Thank you for your interest in this home! A new home specialist will contact you shortly.',
  about: { list: 'selected_homes', required: true },
  afterSuccess: { action: 'dismiss', afterMs: INQUIRE_HOME_DISMISS_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    fields.comments({ label: 'What would you like to know?' }),
    fields.contacted(),
    fields.contactedAsap(),
  ],
});
