import { ACCOUNT_STATES, type AccountField } from '../../core/forms/engine';

/** The profile form: spec.md section 3's account state list adds Guam, Palau, Puerto Rico and the Virgin Islands. */
export const PROFILE_FIELDS: AccountField[] = [
  { name: 'first_name', label: 'First name', kind: 'text', required: true, autocomplete: 'given-name', maxLength: 50 },
  { name: 'last_name', label: 'Last name', kind: 'text', required: true, autocomplete: 'family-name', maxLength: 50 },
  { name: 'phone', label: 'Phone', kind: 'tel', autocomplete: 'tel' },
  { name: 'address', label: 'Street address', kind: 'text', autocomplete: 'street-address', maxLength: 120 },
  { name: 'city', label: 'City', kind: 'text', autocomplete: 'address-level2', maxLength: 60 },
  // spec.md section 5: the state select is required by default, placeholder State.
  { name: 'state', label: 'State', kind: 'select', required: true, options: ACCOUNT_STATES, placeholder: 'State', autocomplete: 'address-level1' },
  { name: 'zip', label: 'ZIP code', kind: 'zip', autocomplete: 'postal-code' },
];

/** The change-password dialog. The new passwords are not marked required: spec.md's rule speaks for them. */
export const PASSWORD_FIELDS: AccountField[] = [
  { name: 'current_password', label: 'Current password', kind: 'password', required: true, autocomplete: 'current-password' },
  { name: 'new_password', label: 'New password', kind: 'password', newPassword: true, autocomplete: 'new-password', hint: 'At least 8 characters.' },
  { name: 'confirm_password', label: 'Confirm new password', kind: 'password', autocomplete: 'new-password' },
];
