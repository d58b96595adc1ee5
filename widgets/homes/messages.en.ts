/** The move-in-ready list's words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading move-in-ready homes…',
  filter: 'Filter and sort homes',
  one: 'home',
  many: 'homes',
  clear: 'Clear filters',
};
