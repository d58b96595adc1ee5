/** core/ui's words: the dialog's close button, the loader, "Show more" lists, the video dialog (docs/i18n.md). */
export default {
  close: 'Close',
  loading: 'Loading…',
  showing: 'Showing {shown} of {total} {noun}',
  showMore: 'Show {count} more {noun}',
  videoUnavailable: 'This video cannot be played here just now.',
} as const;
