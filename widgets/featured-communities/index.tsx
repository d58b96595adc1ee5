import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { CommunityIds } from './community-ids';
import { FeaturedCommunities } from './featured-communities';

/**
 * Featured communities for a home page: a card each with its picture, name, region, price from,
 * figures, selling status, heart and a link to its microsite, then a link to every community.
 * Without data-ids, the communities now selling come first.
 */
export default defineWidget(
  'featured-communities',
  {
    /** The communities to feature, as a JSON list of ids in the order they show (data-count is then not used). */
    ids: attr.json(CommunityIds, '[3, 12, 14]').optional,
    /** How many cards without data-ids (1 to 12; 3 by default): the communities now selling first. */
    count: attr.number('3').optional,
  },
  FeaturedCommunities,
);
