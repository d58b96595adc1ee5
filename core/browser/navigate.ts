/** Leaves the page for another of the site. One place, so tests can watch where it goes. */
export function navigateTo(path: string): void {
  location.assign(path);
}
