import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityAmenities } from './community-amenities';

/**
 * A community microsite's amenities map: the community's blue house at zoom 13 and the pins of one
 * amenity at a time, chosen with the amenity filter.
 */
export default defineWidget(
  'community-amenities',
  {
    /** The community whose amenities are shown. */
    communityId: attr.id('12').required,
  },
  CommunityAmenities,
);
