import { readConfig } from '../platform/config';
import { safeNavigationUrl } from '../security/safe-navigation-url';

/** The compare page's default address (the page that holds <hb-compare>). */
export const DEFAULT_COMPARE_URL = '/compare';

/** The compare page of this site: the config's compareUrl when it is a safe address on this site, else /compare. */
export const comparePage = (): string => safeNavigationUrl(readConfig().compareUrl) ?? DEFAULT_COMPARE_URL;
