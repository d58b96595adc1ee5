import { readConfig } from '../platform/config';

/**
 * Where the my-favorites posts go, relative to apiBase (spec.md section 7); the pages of the same
 * names are the site's (accountPage). Login and create-account success go to saved floorplans;
 * forgot-password success to login.
 */
export const ACCOUNT_PATHS = {
  landing: '/my-favorites',
  login: '/my-favorites/login',
  createAccount: '/my-favorites/create-account',
  forgotPassword: '/my-favorites/forgot-password/',
  myProfile: '/my-favorites/my-profile',
  changePassword: '/my-favorites/change-password',
  logout: '/my-favorites/logout',
  savedFloorplans: '/my-favorites/saved-floorplans',
  savedHomes: '/my-favorites/saved-homes',
  recentlyViewed: '/my-favorites/recently-viewed',
} as const;

/** The my-favorites pages a site may place elsewhere (settings: accountPages). */
export const ACCOUNT_PAGES = [
  'landing',
  'login',
  'createAccount',
  'forgotPassword',
  'myProfile',
  'savedFloorplans',
  'savedHomes',
  'recentlyViewed',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/**
 * The address of a my-favorites page on this site: the settings' accountPages[page] (a CMS that
 * is not the API puts its sign-in page where it likes, issue 31), else spec.md's path.
 */
export function accountPage(page: AccountPage): string {
  const configured = typeof document !== 'undefined' ? readConfig().accountPages?.[page] : undefined;
  return configured?.trim() || ACCOUNT_PATHS[page];
}
