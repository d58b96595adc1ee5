import { accountPage } from '../api/account-paths';
import { Modal } from '../ui/modal';
import './login-required-modal.css';

interface LoginRequiredModalProps {
  open: boolean;
  onClose(): void;
  /** "Don't show this again": the server remembers the choice for this visitor. */
  onHideForGood(): void;
}

/** spec.md section 4: a visitor who is not signed in and taps a heart is asked to sign in. */
export function LoginRequiredModal({ open, onClose, onHideForGood }: LoginRequiredModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign in to save favorites" size="small">
      <p className="hb-login-required__text">
        Save floorplans, homes and communities to your free account, and find them again on any device.
      </p>
      <div className="hb-login-required__actions">
        <a className="hb-button" href={accountPage('login')}>
          Sign in
        </a>
        <a className="hb-button hb-button--secondary" href={accountPage('createAccount')}>
          Create an account
        </a>
      </div>
      <button type="button" className="hb-login-required__hide" onClick={onHideForGood}>
        Don’t show this again
      </button>
    </Modal>
  );
}
