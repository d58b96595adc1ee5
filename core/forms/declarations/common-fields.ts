import { MIN_PASSWORD_LENGTH } from '../engine/field-rules';
import type {
  CheckboxField,
  EmailField,
  FieldSpec,
  PasswordField,
  PhoneField,
  RadiosField,
  SelectField,
  TextareaField,
  TextField,
  ZipField,
} from '../engine/field-spec';
import { CONTACT_METHODS, REFERRAL_SOURCES } from '../engine/options/lead-options';
import { US_STATES } from '../engine/options/us-states';

type Overrides<F> = Partial<Omit<F, 'kind'>>;

/**
 * The fields most forms share, with their rules and autocomplete tokens, so every form asks for
 * a name or a phone the same way. A declaration can override any part: fields.phone({ required: false }).
 */
export const fields = {
  firstName: (o: Overrides<TextField> = {}): TextField => ({
    kind: 'text',
    name: 'first_name',
    label: 'First name',
    required: true,
    autocomplete: 'given-name',
    maxLength: 50,
    format: 'name',
    width: 'half',
    ...o,
  }),
  lastName: (o: Overrides<TextField> = {}): TextField => ({
    kind: 'text',
    name: 'last_name',
    label: 'Last name',
    required: true,
    autocomplete: 'family-name',
    maxLength: 50,
    format: 'name',
    width: 'half',
    ...o,
  }),
  email: (o: Overrides<EmailField> = {}): EmailField => ({
    kind: 'email',
    name: 'email',
    label: 'Email',
    required: true,
    autocomplete: 'email',
    width: 'half',
    ...o,
  }),
  phone: (o: Overrides<PhoneField> = {}): PhoneField => ({
    kind: 'tel',
    name: 'phone',
    label: 'Phone',
    required: true,
    autocomplete: 'tel-national',
    width: 'half',
    ...o,
  }),
  address: (o: Overrides<TextField> = {}): TextField => ({
    kind: 'text',
    name: 'address',
    label: 'Street address',
    autocomplete: 'street-address',
    maxLength: 100,
    ...o,
  }),
  city: (o: Overrides<TextField> = {}): TextField => ({
    kind: 'text',
    name: 'city',
    label: 'City',
    autocomplete: 'address-level2',
    maxLength: 60,
    width: 'half',
    ...o,
  }),
  /** spec.md section 5: the state select is required by default, with the placeholder State. */
  state: (o: Overrides<SelectField> = {}): SelectField => ({
    kind: 'select',
    name: 'state',
    label: 'State',
    required: true,
    placeholder: 'State',
    options: US_STATES,
    autocomplete: 'address-level1',
    width: 'half',
    ...o,
  }),
  zip: (o: Overrides<ZipField> = {}): ZipField => ({
    kind: 'zip',
    name: 'zip',
    label: 'ZIP code',
    autocomplete: 'postal-code',
    width: 'half',
    ...o,
  }),
  comments: (o: Overrides<TextareaField> = {}): TextareaField => ({
    kind: 'textarea',
    name: 'comments',
    label: 'Comments or questions',
    maxLength: 2000,
    ...o,
  }),
  /** spec.md section 3's referral field: the 12 sources. */
  referral: (o: Overrides<SelectField> = {}): SelectField => ({
    kind: 'select',
    name: 'referral',
    label: 'How did you hear about us?',
    placeholder: 'Choose one',
    options: REFERRAL_SOURCES,
    ...o,
  }),
  /** spec.md section 3's contacted_asap, sent as 1 or 0. */
  contactedAsap: (o: Overrides<CheckboxField> = {}): CheckboxField => ({
    kind: 'checkbox',
    name: 'contacted_asap',
    label: 'Please contact me as soon as possible',
    ...o,
  }),
  /** spec.md section 3's contacted: how the visitor prefers to hear back. */
  contacted: (o: Overrides<RadiosField> = {}): RadiosField => ({
    kind: 'radios',
    name: 'contacted',
    label: 'How should we contact you?',
    options: CONTACT_METHODS,
    ...o,
  }),
  /** The password a visitor has (sign in, confirm a change). */
  currentPassword: (o: Overrides<PasswordField> = {}): PasswordField => ({
    kind: 'password',
    purpose: 'current',
    name: 'password',
    label: 'Password',
    required: true,
    ...o,
  }),
  /** A password the visitor chooses: at least MIN_PASSWORD_LENGTH characters. */
  newPassword: (o: Overrides<PasswordField> = {}): PasswordField => ({
    kind: 'password',
    purpose: 'new',
    name: 'password',
    label: 'Password',
    required: true,
    hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
    ...o,
  }),
} satisfies Record<string, (o?: never) => FieldSpec>;
