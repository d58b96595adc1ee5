import { ACCOUNT_PATHS } from '../../core/favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { type AccountField, MIN_PASSWORD_LENGTH } from '../../core/forms/engine';

const FIELDS: AccountField[] = [
  { name: 'first_name', label: 'First name', kind: 'text', required: true, autocomplete: 'given-name', maxLength: 50 },
  { name: 'last_name', label: 'Last name', kind: 'text', required: true, autocomplete: 'family-name', maxLength: 50 },
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email' },
  { name: 'password', label: 'Password', kind: 'password', required: true, newPassword: true, autocomplete: 'new-password', hint: `At least ${MIN_PASSWORD_LENGTH} characters.` },
];

/** hb-create-account: a free my-favorites account; success goes to saved floorplans (spec.md section 4). */
export function CreateAccount() {
  const { state, send } = useAccountPost(ACCOUNT_PATHS.createAccount, { redirectTo: ACCOUNT_PATHS.savedFloorplans, successMessage: 'Your account has been created.' });
  return (
    <AccountForm
      title="Create your account"
      fields={FIELDS}
      submitLabel="Create account"
      state={state}
      onSubmit={(values) => void send(values)}
      footer={<a href={ACCOUNT_PATHS.login}>Already have an account? Sign in</a>}
    />
  );
}
