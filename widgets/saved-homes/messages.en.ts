/** The saved homes' words; Spanish: messages.es.ts. */
export default {
  what: 'your saved homes',
  count: { one: '{count} saved home or community', other: '{count} saved homes and communities' },
  list: 'saved homes and communities',
  empty: 'No saved homes yet. Tap the heart on a move-in-ready home or a community to keep it here.',
  browse: 'Browse our communities',
};
