import { accountPage } from '../../api/account-paths';
import './sign-in-prompt.css';

/** For a visitor not signed in, where a signed-in visitor sees their lists. */
export function SignInPrompt({ what }: { what: string }) {
  return (
    <div className="hb-sign-in-prompt">
      <p>Sign in to see {what}. A free account keeps your favorites on every device.</p>
      <p className="hb-sign-in-prompt__actions">
        <a className="hb-button" href={accountPage('login')}>
          Sign in
        </a>
        <a className="hb-button hb-button--secondary" href={accountPage('createAccount')}>
          Create an account
        </a>
      </p>
    </div>
  );
}
