/** hb-team's words (docs/i18n.md). */
export default {
  heading: 'Meet our team',
  loading: 'Loading our team…',
  empty: 'Our team page is being updated: check back soon.',
} as const;
