/**
 * The element a widget link becomes (the link form: loader/widget-links.ts): the div form, its
 * data-* attributes the link's options, put where the link was with the link inside as its
 * fallback. The link then leads to its page without the options and is no longer a widget link, so
 * it is never upgraded twice. Throws, before the page changes, for an option name that cannot be an
 * attribute. (Every byte here is on the calculator's page, which holds 20 KB.)
 */
export function hostForLink(link: HTMLAnchorElement): HTMLElement {
  const host = document.createElement('div');
  for (const [key, value] of new URLSearchParams(link.hash.slice(1))) host.setAttribute(`data-${key}`, value);
  link.hash = '';
  link.replaceWith(host);
  host.append(link);
  return host;
}
