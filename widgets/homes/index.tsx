import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { Homes } from './homes';

/**
 * Move-in-ready homes, filtered by beds, baths, sq ft and price and sorted (the filters live in
 * the address), each with its photo, community, figures, price and heart.
 */
export default defineWidget(
  'homes',
  {
    /** Only the homes of this community (a community microsite). */
    communityId: attr.id('12').optional,
    /** Names this list's filters in the address when a page holds two lists (?east-beds=3). */
    listKey: attr.string('east').optional,
  },
  Homes,
);
