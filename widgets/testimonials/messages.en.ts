/** hb-testimonials' words (docs/i18n.md). */
export default {
  loading: 'Loading testimonials…',
  empty: 'No testimonials here yet.',
} as const;
