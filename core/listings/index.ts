export { homeRanges, type ListingText, type Ranges, useListingText } from './listing-text';
