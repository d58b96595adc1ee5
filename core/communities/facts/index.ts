export { availabilityLabel, communityFacts, isNowSelling, priceFromText } from '../community-facts';
