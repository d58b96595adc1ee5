import { accountPage } from '../api/account-paths';
import { Modal } from '../ui/modal';
import { useText } from '../mount/use-text';
import { favoritesText } from './messages';
import './login-required-modal.css';

interface LoginRequiredModalProps {
  open: boolean;
  onClose(): void;
  /** "Don't show this again": the server remembers the choice for this visitor. */
  onHideForGood(): void;
}

/** spec.md section 4: a visitor who is not signed in and taps a heart is asked to sign in. */
export function LoginRequiredModal({ open, onClose, onHideForGood }: LoginRequiredModalProps) {
  const t = useText(favoritesText);
  return (
    <Modal open={open} onClose={onClose} title={t('modalTitle')} size="small">
      <p className="hb-login-required__text">{t('modalText')}</p>
      <div className="hb-login-required__actions">
        <a className="hb-button" href={accountPage('login')}>
          {t('signIn')}
        </a>
        <a className="hb-button hb-button--secondary" href={accountPage('createAccount')}>
          {t('createAccount')}
        </a>
      </div>
      <button type="button" className="hb-login-required__hide" onClick={onHideForGood}>
        {t('dontShow')}
      </button>
    </Modal>
  );
}
