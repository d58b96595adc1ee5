export { activeSectionAt, READING_LINE } from './active-section';
export { checkNewPasswords } from './new-passwords';
export { formatDollars, formatFromPrice, formatRange } from './plan-figures';
export { HOMEPAGE_PRICE_RANGE, PRICE_STEP } from './price-bounds';
export { type PriceBound, type PriceRange, settleTypedPrice } from './price-range';
export { distanceKm, nearestCommunities } from './nearest-communities';
