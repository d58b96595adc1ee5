/** Cards shown at first and added by each "Show more": a filter change re-renders at most this many. */
export const PAGE_SIZE = 12;
