import { ACCOUNT_PATHS } from '../../core/favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { type AccountField } from '../../core/forms/engine';

const FIELDS: AccountField[] = [{ name: 'email', label: 'Email', kind: 'email', required: true, autocomplete: 'email', hint: 'We will send a link to reset your password.' }];

/** hb-forgot-password: ask for a reset link; success goes to the login page (spec.md section 4). */
export function ForgotPassword() {
  const { state, send } = useAccountPost(ACCOUNT_PATHS.forgotPassword, { redirectTo: ACCOUNT_PATHS.login, successMessage: 'Check your email for a link to reset your password.' });
  return (
    <AccountForm
      title="Reset your password"
      fields={FIELDS}
      submitLabel="Send reset link"
      state={state}
      onSubmit={(values) => void send(values)}
      footer={<a href={ACCOUNT_PATHS.login}>Back to sign in</a>}
    />
  );
}
