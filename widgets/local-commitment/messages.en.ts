/** hb-local-commitment's words (docs/i18n.md). */
export default {
  loading: 'Loading organisations…',
  empty: 'No organisations to show yet.',
} as const;
