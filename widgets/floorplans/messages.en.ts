/** Our floorplans' words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading floorplans…',
  none: 'There are no floorplans to show here yet.',
  offeredIn: 'Offered in',
  one: 'floorplan',
  many: 'floorplans',
  noMatch: 'No floorplans match these filters. Try fewer filters, or clear them.',
};
