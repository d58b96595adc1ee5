/** The saved floorplans' words; Spanish: messages.es.ts. */
export default {
  what: 'your saved floorplans',
  count: { one: '{count} saved floorplan', other: '{count} saved floorplans' },
  list: 'saved floorplans',
  empty: 'No saved floorplans yet. Tap the heart on any floorplan to keep it here.',
  browse: 'Browse our floorplans',
};
