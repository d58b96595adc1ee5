import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityMap } from './community-map';

/**
 * The communities map and list, with region links and a printable list; a Google map with
 * mapsApiKey in the site settings, else the built-in keyless map.
 */
export default defineWidget(
  'community-map',
  {
    /** One region's seo_name: only its communities. Without it, from the address /our-communities/region/{seo_name}. */
    region: attr.string('north-lakeland').optional,
    /** The panel a phone shows first: map or list. */
    view: attr.enum(['map', 'list'] as const).optional,
  },
  CommunityMap,
);
