import { useState } from 'react';
import { ACCOUNT_PATHS, accountPage } from '../../api/account-paths';
import { navigateTo } from '../../browser/navigate';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { postForm } from '../../api/writes';
import { useText } from '../../mount/use-text';
import { myFavoritesText } from './messages';
import './my-favorites-nav.css';

/** The current page's path, as the nav compares it (no trailing slash). */
const pathOf = (href: string) => new URL(href, location.href).pathname.replace(/\/+$/, '');

/** The my-favorites sections, the current one marked, and signing out. */
export function MyFavoritesNav() {
  const t = useText(myFavoritesText);
  const links = [
    ['savedFloorplans', t('savedFloorplans')],
    ['savedHomes', t('savedHomes')],
    ['recentlyViewed', t('recentlyViewed')],
    ['myProfile', t('myProfile')],
  ] as const;
  const [signingOut, setSigningOut] = useState(false);
  const here = location.pathname.replace(/\/+$/, '');
  const signOut = async () => {
    setSigningOut(true);
    await postForm(ACCOUNT_PATHS.logout, {}, { encoding: 'form' });
    const to = safeNavigationUrl(accountPage('login'));
    if (to) navigateTo(to);
  };
  return (
    <nav className="hb-my-favorites-nav" aria-label={t('nav')}>
      <ul>
        {links.map(([page, label]) => (
          <li key={page}>
            <a href={accountPage(page)} aria-current={here === pathOf(accountPage(page)) ? 'page' : undefined}>
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
            {signingOut ? t('signingOut') : t('signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
