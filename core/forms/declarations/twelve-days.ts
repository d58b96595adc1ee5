import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's forms alone show (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/twelve-days.es'));

/** spec.md section 3: the twelve-days form's `referring` choice, and its default. */
export const REFER_YOURSELF = 'Enter to win by referring yourself!';
export const REFER_SOMEONE = 'Nominate a friend or family member';

/** hb-twelve-days-form's first step → /forms/pre-referral-program (spec.md section 7: the twelve-days pre-form shares the path). */
export const preTwelveDaysForm = defineForm({
  phrases,
  type: 'pre-twelve-days',
  path: '/forms/pre-referral-program',
  title: 'Twelve days of giving',
  intro: 'Twelve Polk County families win a gift for the holidays. Start your entry here.',
  submitLabel: 'Start my entry',
  successMessage: 'Thank you! One more step: complete your entry below.',
  fields: [fields.firstName(), fields.lastName(), fields.email()],
});

/**
 * hb-twelve-days-form's main form → /forms/referral-program. spec.md section 5: it sends
 * without validation (no error is shown), so it marks no field required.
 */
export const twelveDaysForm = defineForm({
  phrases,
  type: 'twelve-days',
  path: '/forms/referral-program',
  title: 'Complete your entry',
  intro: 'Enter for yourself, or nominate someone who gives to others all year.',
  submitLabel: 'Enter to win',
  successMessage: 'Thank you for your entry! Winners are announced on each of the twelve days.',
  validation: 'off',
  fields: [
    {
      kind: 'radios',
      name: 'referring',
      label: 'Who are you entering?',
      options: [REFER_YOURSELF, REFER_SOMEONE].map((v) => ({ value: v, label: v })),
      defaultValue: REFER_YOURSELF,
    },
    fields.firstName({ required: false }),
    fields.lastName({ required: false }),
    fields.email({ required: false }),
    fields.phone({ required: false }),
    {
      kind: 'text',
      name: 'nominee_name',
      label: "Nominee's name (if you nominate someone)",
      maxLength: 100,
      autocomplete: 'off',
    },
    fields.city({ required: false }),
    fields.state({ required: false }),
    fields.comments({ name: 'story', label: 'Tell us why this family deserves a gift' }),
  ],
});
