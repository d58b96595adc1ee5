import { useState } from 'react';
import { ACCOUNT_PATHS } from '../../core/favorites';
import { AccountForm, useAccountPost } from '../../core/forms/react';
import { checkNewPasswords } from '../../core/rules';
import { Modal } from '../../core/ui';
import { PASSWORD_FIELDS } from './profile-fields';

/**
 * The change-password dialog (spec.md section 5): 'New passwords do not match.' with status
 * failure when the new passwords differ or one is empty; both untouched goes to the server.
 * The message shows and the form stays, whatever the answer.
 */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  // A new form each time the dialog opens: no password stays in memory after it closes.
  const [round, setRound] = useState(0);
  return (
    <>
      <button
        type="button"
        className="hb-button hb-button--secondary"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
      >
        Change password
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Change password" size="small">
        <PasswordForm key={round} />
      </Modal>
    </>
  );
}

function PasswordForm() {
  const { state, send, show } = useAccountPost(ACCOUNT_PATHS.changePassword, { successMessage: 'Your password has been changed.' });
  return (
    <AccountForm
      title="Change password"
      showTitle={false}
      fields={PASSWORD_FIELDS}
      submitLabel="Change password"
      state={state}
      onSubmit={(values, touched) => {
        const typed = (name: string) => (touched.has(name) ? values[name] : undefined);
        const mismatch = checkNewPasswords(typed('new_password'), typed('confirm_password'));
        if (mismatch) show(mismatch);
        else void send(values);
      }}
    />
  );
}
