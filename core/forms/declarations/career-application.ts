import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { acceptOf, APPLICANT_FILE_KINDS, kindsLabel } from '../engine/file-kinds';
import { EDUCATION_LEVELS, YES_NO } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/career-application.es'));

/** spec.md sections 5 and 9: the career applicant sends at most three files of 3,072,000 bytes each. */
export const APPLICANT_MAX_FILES = 3;
export const APPLICANT_MAX_BYTES = 3_072_000;

/** hb-career-application (and hb-career's form) → /forms/applicant, multipart, the career's id in selected_careers. */
export const careerApplicationForm = defineForm({
  phrases,
  type: 'applicant',
  path: '/forms/applicant',
  template: '/careers/partials/applicant-form',
  title: 'Apply for this position',
  intro: 'Tell us about yourself and attach your résumé. Our team reads every application.',
  submitLabel: 'Send my application',
  successMessage:
    'Thank you for applying! Our hiring team will review your application and contact you if it is a match.',
  about: { list: 'selected_careers', required: false },
  encoding: 'multipart',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    fields.address(),
    fields.city(),
    fields.state(),
    fields.zip(),
    {
      kind: 'select',
      name: 'education',
      label: 'Highest education completed',
      placeholder: 'Choose one',
      options: EDUCATION_LEVELS,
      required: true,
      width: 'half',
    },
    { kind: 'date', name: 'available_from', label: 'When could you start?', window: 'today-onward', width: 'half' },
    { kind: 'radios', name: 'adult', label: 'Are you 18 or older?', options: YES_NO, required: true, width: 'half' },
    {
      kind: 'radios',
      name: 'work_authorized',
      label: 'Are you authorized to work in the US?',
      options: YES_NO,
      required: true,
      width: 'half',
    },
    {
      kind: 'file',
      name: 'resume',
      label: 'Résumé and cover letter',
      required: true,
      accept: acceptOf(APPLICANT_FILE_KINDS),
      maxFiles: APPLICANT_MAX_FILES,
      maxBytes: APPLICANT_MAX_BYTES,
      hint: `Up to three ${kindsLabel(APPLICANT_FILE_KINDS)} files, 3MB each.`,
      // spec.md section 8, word for word.
      tooManyMessage: 'You may only upload up to three images.',
      tooLargeMessage: 'Your file is larger than 3MB.',
    },
    fields.comments({ label: 'Why would you like to join us?' }),
  ],
});
