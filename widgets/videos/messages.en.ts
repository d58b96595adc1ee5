/** hb-videos' words (docs/i18n.md). */
export default {
  heading: 'How-to videos for your home',
  loading: 'Loading videos…',
  empty: 'No videos yet: check back soon.',
  play: 'Play ',
} as const;
