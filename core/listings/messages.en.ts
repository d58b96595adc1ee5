/** The words of plan and home listings (cards, figures, prices, the floorplan dialog; the filter bar's are core/floorplans/filter-messages.en.ts); Spanish: messages.es.ts. */
export default {
  beds: { one: 'bed', other: 'beds' },
  baths: { one: 'bath', other: 'baths' },
  sqft: 'sq ft',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  squareFeet: 'Square feet',
  fromPrice: 'From {price}',
  unpriced: 'Pricing coming soon',
  elevation: '{name} elevation',
  loadingPlan: 'Loading the floorplan…',
  offeredIn: 'Offered in',
  allAbout: 'All about the {name} floorplan',
};
