/** A floorplan's page words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading the floorplan…',
  about: 'the {name}',
  elevation: '{name} elevation {n}',
  chooseCommunity: 'Select Community to see price',
  pricesBy: 'Prices by community',
  hint: 'Choosing a community opens its floorplans page with this plan’s price there.',
  seePrices: 'See prices in {community}',
  videoTour: 'Video tour',
  watch: 'Watch the {name} video tour',
  videoTitle: '{name} video tour',
};
