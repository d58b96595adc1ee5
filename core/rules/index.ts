export { activeSectionAt, READING_LINE } from './active-section';
export { checkNewPasswords } from './new-passwords';
export { homePageUrl } from './home-page-url';
export { featureSheetUrl, HIGH_SIZE_SQFT } from './feature-sheet';
export {
  formatDollars,
  formatFromPrice,
  formatHomePrice,
  formatRange,
  rangeFigures,
  UNPRICED_LABEL,
} from './plan-figures';
export { HOMEPAGE_PRICE_RANGE, PRICE_STEP } from './price-bounds';
export { valuesDiffer } from './values-differ';
export {
  type PriceBound,
  type PriceNote,
  type PriceRange,
  settleTypedPrice,
  settleTypedPriceNotes,
} from './price-range';
export { distanceKm, nearestCommunities } from './nearest-communities';
export {
  fitsServiceImageLimit,
  imageSelectionProblem,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGES_PER_SELECTION,
} from './service-images';
export { priceOnLot } from './lot-price';
