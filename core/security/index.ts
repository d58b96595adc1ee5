export { safeUrl } from './safe-url';
