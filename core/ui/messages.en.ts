/** The dialog's close button and the loader's words (docs/i18n.md); "Show more" lists and the video dialog have their own. */
export default {
  close: 'Close',
  loading: 'Loading…',
} as const;
