export { floorplanFilterOptions } from './filter-options';
export { filterFloorplans, matchesMaxPriceFilter, matchesMinPriceFilter } from './filters';
export { sortFloorplans } from './sort';
export { filterAndSortHomes, homeFilterOptions } from './homes';
