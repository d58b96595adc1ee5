import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityAmenities } from './community-amenities';

/** <hb-community-amenities data-community-id="12">: the microsite's amenities map with its filter. */
export default defineWidget('community-amenities', { communityId: attr.id('12').required }, CommunityAmenities);
