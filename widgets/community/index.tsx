import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityMicrosite } from './community';
import { MicrositePages } from './microsite-pages';

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
    /**
     * The microsite's other pages as JSON, linked after the sections in the sub-navigation: the
     * microsite's one navigation bar (leave the CMS's own microsite menu off this page).
     */
    pages: attr.json(
      MicrositePages,
      '[{"href":"/community/lakeside-preserve/amenities","label":"Amenities"},{"href":"/community/lakeside-preserve/gallery","label":"Gallery"}]',
    ).optional,
  },
  CommunityMicrosite,
);
