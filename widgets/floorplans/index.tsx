import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { Floorplans } from './floorplans';

/**
 * Our floorplans, filtered by beds, baths, sq ft and price (the filters live in the address) and
 * sorted by size, each with the communities that offer it.
 */
export default defineWidget(
  'floorplans',
  {
    /** Only the plans offered in this community (the own-land page uses 25). */
    communityId: attr.id('25').optional,
    /** Only plans that can be built on the buyer's lot; the filter is then fixed. */
    onYourLot: attr.boolean().optional,
  },
  Floorplans,
);
