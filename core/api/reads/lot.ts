import { type ListOptions, readList } from '../read';
import { list } from '../read-spec';
import { Lot } from '../schemas/lot';

export const LOT_READS = {
  lots: list('api/lot', Lot, 'No lots found'),
} as const;

/** The lots of one community's site plan (issue 34): an extension of spec.md's API the CMS may not answer. */
export const getLots = (communityId: number, o: Omit<ListOptions, 'query'> = {}) =>
  readList(LOT_READS.lots, { ...o, query: { community_id: communityId } });
