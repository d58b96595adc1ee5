import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/service-request.es'));

/** Issues one request may hold (the demo keeps 20 open issues for a visitor). */
export const WARRANTY_ISSUES_PER_REQUEST = 20;

/**
 * hb-service-request-form → /forms/service-request (spec.md section 7): the homeowner, the home,
 * its closing date (a date that happened: spec.md section 5's past-only picker) and the warranty
 * issues, each saved through /api/service-request-item/create with its pictures before the
 * request is sent; the request carries their ids in warranty_items.
 */
export const serviceRequestForm = defineForm({
  phrases,
  type: 'service-request',
  path: '/forms/service-request',
  title: 'Request warranty service',
  intro:
    'Tell us about your home and list each issue with where it is, what is wrong and a few pictures. Our warranty team will call you to schedule a visit.',
  submitLabel: 'Send service request',
  successMessage:
    'Thank you! Your service request is in. Our warranty team will call you within two business days to schedule a visit.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone(),
    fields.address({ label: 'Home address', required: true }),
    fields.city({ required: true }),
    fields.zip({ required: true }),
    {
      kind: 'select',
      name: 'selected_communities',
      label: 'Community',
      placeholder: 'Choose your community',
      options: 'communities',
      required: true,
      width: 'half',
    },
    { kind: 'date', name: 'closing_date', label: 'Closing date', window: 'past', required: true, width: 'half' },
    {
      kind: 'records',
      name: 'warranty_items',
      label: 'Warranty issues',
      required: true,
      maxItems: WARRANTY_ISSUES_PER_REQUEST,
      emptyMessage: 'Add at least one issue: where it is and what is wrong.',
    },
    fields.comments({ label: 'Anything else we should know? (gate code, pets, best time to call)' }),
  ],
});
