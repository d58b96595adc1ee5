/** hb-featured-communities' words (its empty state is spec.md's "No communities found"). */
export default {
  loading: 'Loading communities…',
  seeAll: 'See all our communities',
} as const;
