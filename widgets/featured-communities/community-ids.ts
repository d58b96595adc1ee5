import { array, integer } from 'superstruct';

/** data-ids: the communities to feature, as a JSON list of their ids, in the order they show. */
export const CommunityIds = array(integer());
