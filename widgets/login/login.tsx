import { ACCOUNT_PATHS } from '../../core/favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { type AccountField } from '../../core/forms/engine';

const FIELDS: AccountField[] = [
  { name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'username' },
  { name: 'password', label: 'Password', kind: 'password', required: true, autocomplete: 'current-password' },
];

/** hb-login: sign in to my favorites; success goes to saved floorplans (spec.md section 4). */
export function Login() {
  const { state, send } = useAccountPost(ACCOUNT_PATHS.login, { redirectTo: ACCOUNT_PATHS.savedFloorplans, successMessage: 'You are signed in.' });
  return (
    <AccountForm
      title="Sign in to my favorites"
      fields={FIELDS}
      submitLabel="Sign in"
      state={state}
      onSubmit={(values) => void send(values)}
      footer={
        <>
          <a href={ACCOUNT_PATHS.forgotPassword}>Forgot your password?</a>
          <a href={ACCOUNT_PATHS.createAccount}>Create an account</a>
        </>
      }
    />
  );
}
