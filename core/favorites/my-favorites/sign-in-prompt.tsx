import { accountPage } from '../../api/account-paths';
import { useText } from '../../mount/use-text';
import { favoritesText } from '../messages';
import { myFavoritesText } from './messages';
import './sign-in-prompt.css';

/** For a visitor not signed in, where a signed-in visitor sees their lists. */
export function SignInPrompt({ what }: { what: string }) {
  const t = useText(favoritesText);
  const mine = useText(myFavoritesText);
  return (
    <div className="hb-sign-in-prompt">
      <p>{mine('signInTo', { what })}</p>
      <p className="hb-sign-in-prompt__actions">
        <a className="hb-button" href={accountPage('login')}>
          {t('signIn')}
        </a>
        <a className="hb-button hb-button--secondary" href={accountPage('createAccount')}>
          {t('createAccount')}
        </a>
      </p>
    </div>
  );
}
