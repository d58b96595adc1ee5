/** Floorplan cards shown at first and added by each "Show more": a filter change re-renders at most this many. */
export const FLOORPLANS_PAGE_SIZE = 12;
