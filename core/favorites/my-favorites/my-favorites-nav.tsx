import { useState } from 'react';
import { ACCOUNT_PATHS } from '../../api/account-paths';
import { navigateTo } from '../../browser/navigate';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { postForm } from '../../api/writes';
import './my-favorites-nav.css';

const LINKS = [
  [ACCOUNT_PATHS.savedFloorplans, 'Saved floorplans'],
  [ACCOUNT_PATHS.savedHomes, 'Saved homes'],
  [ACCOUNT_PATHS.recentlyViewed, 'Recently viewed'],
  [ACCOUNT_PATHS.myProfile, 'My profile'],
] as const;

/** The my-favorites sections, the current one marked, and signing out. */
export function MyFavoritesNav() {
  const [signingOut, setSigningOut] = useState(false);
  const here = location.pathname.replace(/\/+$/, '');
  const signOut = async () => {
    setSigningOut(true);
    await postForm(ACCOUNT_PATHS.logout, {}, { encoding: 'form' });
    const to = safeNavigationUrl(ACCOUNT_PATHS.login);
    if (to) navigateTo(to);
  };
  return (
    <nav className="hb-my-favorites-nav" aria-label="My favorites">
      <ul>
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <a href={href} aria-current={here === href ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="hb-my-favorites-nav__sign-out"
            disabled={signingOut}
            onClick={() => void signOut()}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
