import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityFloorplans } from './community-floorplans';

/**
 * A community's floorplans with their prices, the floorplan filters and the printable pricing
 * sheet.
 */
export default defineWidget(
  'community-floorplans',
  {
    /** The community whose plans are listed. */
    communityId: attr.id('3').required,
  },
  CommunityFloorplans,
);
