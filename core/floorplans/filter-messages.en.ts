/** The filter bar's words (hb-floorplans, hb-community-floorplans, hb-homes): no other listing page carries them. Spanish: filter-messages.es.ts. */
export default {
  filterFloorplans: 'Filter and sort floorplans',
  all: 'All',
  yes: 'Yes',
  no: 'No',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  onYourLot: 'Build on your lot',
  sortBy: 'Sort by',
  sortSize: 'Size: smallest first',
  sortPrice: 'Price: lowest first',
  sortBeds: 'Bedrooms: fewest first',
  clearFilters: 'Clear filters',
};
