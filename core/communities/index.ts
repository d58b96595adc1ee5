export { CommunityCard } from './community-card';
export { availabilityLabel, communityFacts, isNowSelling, priceFromText } from './community-facts';
export { communityMarkerId, communityMarkers } from './community-markers';
export { loadPolkCountyOutline, POLK_COUNTY_TOWNS } from './landmarks';
export type { SitePage, SiteSection } from './site-pages';
export {
  COMMUNITIES_PAGE,
  CONTACT_PAGE,
  FLOORPLANS_PAGE,
  MOVE_IN_READY_PAGE,
  regionPath,
  SITE_SECTIONS,
} from './site-pages';
export { communitiesByRegion, type RegionWithCommunities } from './communities-by-region';
export { useCollectionName, useRegionName } from './names-of-the-page';
export { RegionName } from './region-name';
