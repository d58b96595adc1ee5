export { checkNewPasswords } from './new-passwords';
export { formatDollars, formatFromPrice, formatRange } from './plan-figures';
export { HOMEPAGE_PRICE_RANGE } from './price-bounds';
