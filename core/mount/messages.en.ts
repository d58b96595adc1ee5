/** What a visitor reads when a widget stops after an error (docs/i18n.md); the bad-attribute message is the editor's and stays English. */
export default {
  failed:
    'Sorry, this part of the page could not be shown. Please refresh the page, or call us and we will gladly help.',
} as const;
