import { fields } from './common-fields';
import { defineForm } from '../engine/form-definition';
import { DESIRED_LOCATIONS, HOME_TYPES, PRICE_RANGES, TIMEFRAMES } from '../engine/options/lead-options';
import { definePhrases } from '../../i18n/phrases';

/** The Spanish of what this declaration's form alone shows (docs/i18n.md). */
const phrases = definePhrases(() => import('../engine/phrases/realtor-referral.es'));

/**
 * hb-realtor-referral-form → /forms/realtor-referral. spec.md section 3: the answers travel in a
 * realtor object (with the lead's origin and type) and a customer object (selected_regions and
 * desired_hometype lists, price_range, state, buying interest, address fields).
 */
export const realtorReferralForm = defineForm({
  phrases,
  type: 'realtor-referral',
  path: '/forms/realtor-referral',
  title: 'Register a client',
  intro: 'Register your buyer before their first visit, and we will protect your commission.',
  submitLabel: 'Register my client',
  successMessage: 'Thank you! Your client is registered to you. Our sales team will be in touch with you both.',
  envelopeAlsoIn: ['realtor'],
  fields: [
    fields.firstName({ name: 'realtor.first_name', label: 'Your first name' }),
    fields.lastName({ name: 'realtor.last_name', label: 'Your last name' }),
    fields.email({ name: 'realtor.email', label: 'Your email', autocomplete: 'work email' }),
    fields.phone({ name: 'realtor.phone', label: 'Your phone', autocomplete: 'work tel-national' }),
    {
      kind: 'text',
      name: 'realtor.brokerage',
      label: 'Brokerage',
      required: true,
      autocomplete: 'organization',
      maxLength: 100,
      width: 'half',
    },
    { kind: 'text', name: 'realtor.license_number', label: 'Florida license number', maxLength: 20, width: 'half' },
    // The client's details are someone else's: no autocomplete from the realtor's own profile.
    fields.firstName({ name: 'customer.first_name', label: "Client's first name", autocomplete: 'off' }),
    fields.lastName({ name: 'customer.last_name', label: "Client's last name", autocomplete: 'off' }),
    fields.email({ name: 'customer.email', label: "Client's email", autocomplete: 'off' }),
    fields.phone({ name: 'customer.phone', label: "Client's phone", required: false, autocomplete: 'off' }),
    fields.address({ name: 'customer.address', label: "Client's street address", autocomplete: 'off' }),
    fields.city({ name: 'customer.city', label: "Client's city", autocomplete: 'off' }),
    fields.state({ name: 'customer.state', label: "Client's state", autocomplete: 'off' }),
    fields.zip({ name: 'customer.zip', label: "Client's ZIP code", autocomplete: 'off' }),
    {
      kind: 'checkboxes',
      name: 'customer.selected_regions',
      label: 'Where would your client like to live?',
      options: DESIRED_LOCATIONS,
      required: true,
    },
    {
      kind: 'checkboxes',
      name: 'customer.desired_hometype',
      label: 'What would your client like in a home?',
      options: HOME_TYPES,
    },
    {
      kind: 'select',
      name: 'customer.price_range',
      label: "Client's price range",
      placeholder: 'Choose a range',
      options: PRICE_RANGES,
      width: 'half',
    },
    {
      kind: 'select',
      name: 'customer.buying_interest',
      label: 'When is your client looking to buy?',
      placeholder: 'Choose one',
      options: TIMEFRAMES,
      width: 'half',
    },
    fields.comments({ name: 'customer.comments', label: 'Notes about your client' }),
  ],
});
