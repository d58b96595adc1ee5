/** hb-homeowner-stories' words (docs/i18n.md). */
export default {
  loading: 'Loading homeowner stories…',
  empty: 'No homeowner stories to show yet.',
  chooser: 'Meet our homeowners',
} as const;
