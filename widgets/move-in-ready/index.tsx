import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { MoveInReady } from './move-in-ready';

/**
 * A strip of move-in-ready homes for a home page or a community's page: the soonest move-in dates
 * first, each with its picture, address (the link to its page), community, beds, baths, sq ft,
 * price, move-in date and heart, then a link to every move-in-ready home.
 */
export default defineWidget(
  'move-in-ready',
  {
    /** Only the homes of this community. */
    communityId: attr.id('12').optional,
    /** How many homes (1 to 12; 4 by default). */
    count: attr.number('4').optional,
  },
  MoveInReady,
);
