import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { YES_NO } from '../engine/options/lead-options';
import type { FieldSpec } from '../engine/field-spec';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's forms alone show (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/referral-program.es'));

/** The friend a homeowner refers: asked by the pre-form, carried into the full form. */
const referred: FieldSpec[] = [
  fields.firstName({ name: 'referred_first_name', label: "Friend's first name", autocomplete: 'off' }),
  fields.lastName({ name: 'referred_last_name', label: "Friend's last name", autocomplete: 'off' }),
  fields.email({ name: 'referred_email', label: "Friend's email", autocomplete: 'off' }),
  fields.phone({ name: 'referred_phone', label: "Friend's phone", required: false, autocomplete: 'off' }),
];

/**
 * hb-referral-program's first step → /forms/pre-referral-program: who refers whom. spec.md
 * section 4: answered without a message (a referrer we know), the form is shown again and the
 * submit-another-referral dialog opens; with a message, the full form follows.
 */
export const preReferralForm = defineForm({
  phrases,
  type: 'pre-referral-program',
  path: '/forms/pre-referral-program',
  title: 'Refer a friend',
  intro: 'Know someone who would love a new home? Tell us who, and we will thank you when they buy.',
  submitLabel: 'Send my referral',
  successMessage: 'Thank you! One more step: tell us about you below, so we can thank you when your friend buys.',
  fields: [fields.email({ label: 'Your email', width: 'full' }), ...referred],
});

/** hb-referral-program's full form → /forms/referral-program (spec.md section 3: ever_met_a_sales_person defaults to 'Yes'). */
export const referralProgramForm = defineForm({
  phrases,
  type: 'referral-program',
  path: '/forms/referral-program',
  title: 'Complete your referral',
  intro: 'A few details about you, so we can thank you when your friend buys.',
  submitLabel: 'Complete my referral',
  successMessage: 'Thank you for your referral! We will reach out to your friend and keep you posted.',
  fields: [
    fields.firstName({ label: 'Your first name' }),
    fields.lastName({ label: 'Your last name' }),
    fields.email({ label: 'Your email' }),
    fields.phone({ label: 'Your phone' }),
    fields.address({ label: 'Your street address' }),
    fields.city({ label: 'Your city' }),
    fields.state({ label: 'Your state' }),
    fields.zip({ label: 'Your ZIP code' }),
    ...referred,
    {
      kind: 'radios',
      name: 'ever_met_a_sales_person',
      label: 'Has your friend met one of our sales specialists?',
      options: YES_NO,
      defaultValue: 'Yes',
      required: true,
      width: 'half',
    },
    {
      kind: 'select',
      name: 'sales_specialist',
      label: 'Which sales specialist?',
      placeholder: 'Choose a sales specialist',
      options: 'sales-specialists',
      width: 'half',
    },
    fields.comments({ label: 'Anything we should know?' }),
  ],
});
