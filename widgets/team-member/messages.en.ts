/** hb-team-member's words (docs/i18n.md). */
export default {
  back: 'Meet the whole team',
  loading: 'Loading our team…',
  unknown: 'We could not find “{name}” on our team. They may have moved on, or the address may be mistyped.',
  unnamed: 'This page does not say which team member to show.',
  portrait: 'Portrait of {name}',
} as const;
