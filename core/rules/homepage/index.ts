export { FEATURED_DEFAULT_COUNT, FEATURED_MAX_COUNT, featuredCommunities, featuredCount } from './featured-communities';
export { moveInText, parseDay, soonestMoveIn } from './move-in';
