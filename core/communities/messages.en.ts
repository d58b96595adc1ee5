/** A community's words as its cards, list and pins say them (core/communities). */
export default {
  priceFrom: 'From {price}',
  pricingSoon: 'Pricing coming soon',
  pinFrom: '{name}, from {price}',
  pinPricingSoon: '{name}, pricing coming soon',
  nowSelling: 'Now selling',
  comingSoon: 'Coming soon',
  soldOut: 'Sold out',
  oneBed: '{range} bed',
  beds: '{range} beds',
  oneBath: '{range} bath',
  baths: '{range} baths',
  sqft: '{range} sq ft',
  viewCommunity: 'View {name}',
} as const;
