/** hb-careers' words (docs/i18n.md). */
export default {
  loading: 'Loading open positions…',
  empty: 'We have no open positions right now. Check back soon.',
  count: { one: '1 open position', other: '{count} open positions' },
  posted: 'Posted {date}',
} as const;
