/** The video dialog's words (docs/i18n.md). */
export default {
  videoUnavailable: 'This video cannot be played here just now.',
} as const;
