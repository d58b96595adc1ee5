import { type ListOptions, once, readList } from '../read';
import { list } from '../read-spec';
import { NameEntry } from '../schemas/name-entry';

/** Names for a select (every form page asks one): their own module, so a form loads no community struct. */
export const NAME_READS = {
  regionNames: list('api/region/list-names', NameEntry, 'No regions found'),
  communityNames: list('api/community/list-names', NameEntry, 'No communities found'),
} as const;

export const getRegionNames = () => once('regionNames', () => readList(NAME_READS.regionNames));
export const getCommunityNames = (o?: ListOptions) => readList(NAME_READS.communityNames, o);
