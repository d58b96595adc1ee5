export { activeSectionAt, READING_LINE } from './active-section';
export { checkNewPasswords } from './new-passwords';
export { featureSheetUrl } from './feature-sheet';
export { formatDollars, formatFromPrice, formatRange, UNPRICED_LABEL } from './plan-figures';
export { HOMEPAGE_PRICE_RANGE, PRICE_STEP } from './price-bounds';
export { valuesDiffer } from './values-differ';
export { type PriceBound, type PriceRange, settleTypedPrice } from './price-range';
