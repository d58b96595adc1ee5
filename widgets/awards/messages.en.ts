/** hb-awards' words (docs/i18n.md). */
export default {
  loading: 'Loading awards…',
  empty: 'No awards to show yet.',
  jump: 'Jump to a year',
  count: { one: '1 award', other: '{count} awards' },
} as const;
