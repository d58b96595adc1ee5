/**
 * Leaves the page for another of the site. One place, so tests can watch where it goes; callers
 * pass an address checked with safeNavigationUrl (core/security), as a conventions test holds.
 */
export function navigateTo(path: string): void {
  location.assign(path);
}
