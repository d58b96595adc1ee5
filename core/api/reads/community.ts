import { byId, type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { Amenity } from '../schemas/amenity';
import { Community } from '../schemas/community';

export const COMMUNITY_READS = {
  communities: list('api/community', Community, 'No communities found'),
  community: item('api/community/:id', Community, 'No communities found'),
  amenities: list('api/community/:id/amenities', Amenity, 'No amenities found'),
} as const;

export const getCommunities = (o?: ListOptions) => readList(COMMUNITY_READS.communities, o);
export const getCommunity = (id: number, o?: ItemOptions) => readItem(COMMUNITY_READS.community, byId(id, o));
export const getAmenities = (communityId: number, o?: ItemOptions) =>
  readList(COMMUNITY_READS.amenities, byId(communityId, o));
