import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { REALTOR_PROGRAM_DISMISS_MS } from '../engine/lifecycle-timers';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/realtor-program.es'));

/** hb-realtor-program-form (a button and a dialog on the for-realtors page) → /forms/get-connected-realtor-program. */
export const realtorProgramForm = defineForm({
  phrases,
  type: 'get-connected-realtor-program',
  path: '/forms/get-connected-realtor-program',
  template: '/for-realtors/partials/get-connected-realtor-program-form',
  title: 'Join our realtor program',
  intro: 'Get our new-home inventory, co-op details and broker events first.',
  submitLabel: 'Get connected',
  successMessage: 'Thank you! Our realtor liaison will be in touch within one business day.',
  afterSuccess: { action: 'dismiss', afterMs: REALTOR_PROGRAM_DISMISS_MS },
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email({ autocomplete: 'work email' }),
    fields.phone({ autocomplete: 'work tel-national' }),
    {
      kind: 'text',
      name: 'brokerage',
      label: 'Brokerage',
      required: true,
      autocomplete: 'organization',
      maxLength: 100,
      width: 'half',
    },
    { kind: 'text', name: 'license_number', label: 'Florida license number', maxLength: 20, width: 'half' },
    fields.comments({ label: 'Anything we should know?' }),
  ],
});
