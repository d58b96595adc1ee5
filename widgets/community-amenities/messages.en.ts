/** hb-community-amenities' words: the filter, the map's status and names, the cards. */
export default {
  loadingMap: 'Loading the amenities map…',
  loadingAmenities: 'Loading the amenities…',
  nearbyAmenities: 'Nearby amenities',
  chooseHint: 'Choose one to see its places on the map.',
  none: 'None',
  placesNear: { one: '{amenity}: {count} place near {name}', other: '{amenity}: {count} places near {name}' },
  onTheMap: '{name} on the map',
  mapLabel: 'Map of amenities near {name}',
  listLabel: '{amenity} near {name}',
  thisCommunity: '{name} (this community)',
  directions: 'Directions',
  directionsTo: ' to {name} (opens Google Maps in a new tab)',
} as const;
