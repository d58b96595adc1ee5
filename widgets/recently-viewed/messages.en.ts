/** The recently viewed list's words; Spanish: messages.es.ts. */
export default {
  what: 'what you viewed lately',
  loading: 'Loading what you viewed…',
  count: { one: '{count} recently viewed item', other: '{count} recently viewed items' },
  list: 'recently viewed items',
  empty: 'Nothing here yet. Floorplans and homes you open show up here.',
};
