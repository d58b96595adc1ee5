import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/contact-us.es'));

/** hb-contact-form and hb-contact-us → /forms/contact-us. */
export const contactUsForm = defineForm({
  phrases,
  type: 'contact-us',
  path: '/forms/contact-us',
  template: '/contact-us/partials/contact-us-form',
  title: 'Contact us',
  intro:
    'Questions about a community, a floorplan or building on your land? Send us a note and a new home specialist will get back to you.',
  submitLabel: 'Send message',
  successMessage: 'Thank you for contacting us! A new home specialist will be in touch shortly.',
  fields: [
    fields.firstName(),
    fields.lastName(),
    fields.email(),
    fields.phone({ required: false }),
    fields.zip(),
    {
      kind: 'select',
      name: 'selected_communities',
      label: 'Community of interest',
      placeholder: 'Any community',
      options: 'communities',
      width: 'half',
    },
    fields.comments({ label: 'How can we help?', required: true }),
    fields.referral(),
    fields.contacted(),
    fields.contactedAsap(),
  ],
});
