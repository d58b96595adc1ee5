import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityMicrosite } from './community';

/**
 * A community microsite's main page: the community's facts and heart, a sticky sub-navigation
 * whose scroll-spy writes the section being read into the address, its floorplans, move-in-ready
 * homes, zoomable site plan, testimonials and brochure, reserve a lot and get updates.
 */
export default defineWidget(
  'community',
  {
    /** The community whose microsite this is. */
    communityId: attr.id('3').required,
  },
  CommunityMicrosite,
);
