import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { Floorplans } from './floorplans';

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
