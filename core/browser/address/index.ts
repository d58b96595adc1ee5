export { addressPrefix } from './address-prefix';
