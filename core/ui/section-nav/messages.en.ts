/** SectionLinks' default name (hb-section-nav's bar); the message about missing sections is the editor's, and stays English. */
export default {
  onThisPage: 'On this page',
} as const;
