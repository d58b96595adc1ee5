/** The read view's words (a failed read); spec.md's messages themselves are core/i18n/spec-messages.es.ts. */
export default {
  readFailedHint: 'This part of the page could not be loaded just now.',
  tryAgain: 'Try again',
  tryingAgain: 'Trying again…',
} as const;
