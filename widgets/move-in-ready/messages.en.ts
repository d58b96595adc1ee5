/** The move-in-ready strip's words; Spanish: messages.es.ts. */
export default {
  loading: 'Loading move-in-ready homes…',
  all: 'See every move-in-ready home',
};
