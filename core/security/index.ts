export { safeUrl } from './safe-url';
export { telHref } from './tel-href';
