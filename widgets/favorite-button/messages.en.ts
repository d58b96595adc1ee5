/** The favorite button's names for an item the API has not named; Spanish: messages.es.ts. */
export default {
  community: 'this community',
  floorplan: 'this floorplan',
  home: 'this home',
  apartment: 'this apartment',
};
