export { CommunityCard } from './community-card';
export { availabilityLabel, communityFacts, isNowSelling, priceFromText } from './community-facts';
export { communityMarkerId, communityMarkers } from './community-markers';
export { loadPolkCountyOutline, POLK_COUNTY_TOWNS } from './landmarks';
