/** A "Show more" list's count and button (docs/i18n.md); `{noun}` is the caller's, in the widget's language. */
export default {
  showing: 'Showing {shown} of {total} {noun}',
  showMore: 'Show {count} more {noun}',
} as const;
