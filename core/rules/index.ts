export { activeSectionAt, READING_LINE } from './active-section';
export { checkNewPasswords } from './new-passwords';
export { formatDollars, formatFromPrice, formatRange } from './plan-figures';
export { HOMEPAGE_PRICE_RANGE, PRICE_STEP } from './price-bounds';
export { type PriceBound, type PriceRange, settleTypedPrice } from './price-range';
export { fitsServiceImageLimit, imageSelectionProblem, SERVICE_IMAGE_MAX_BYTES, SERVICE_IMAGES_PER_SELECTION } from './service-images';
