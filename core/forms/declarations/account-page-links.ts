import { type AccountPage, accountPage } from '../../api/account-paths';
import type { AfterSuccess } from '../engine/form-definition';

/** After success, the site's my-favorites page, read from the settings when the redirect happens (accountPage). */
export const redirectToAccountPage = (page: AccountPage): AfterSuccess => ({
  action: 'redirect',
  get to() {
    return accountPage(page);
  },
});

/** A form's link to the site's my-favorites page, read from the settings when it renders. */
export const accountPageLink = (label: string, page: AccountPage) => ({
  label,
  get href() {
    return accountPage(page);
  },
});
