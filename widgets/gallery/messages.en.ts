/** hb-gallery's words (the tags the CMS gives are its own) (docs/i18n.md). */
export default {
  loading: 'Loading the gallery…',
  empty: 'No pictures yet: check back soon.',
  title: 'Gallery',
  titleTag: 'Gallery: {tag}',
  pictures: { one: '{count} picture', other: '{count} pictures' },
  videos: { one: '{count} video', other: '{count} videos' },
  both: '{pictures} and {videos}',
  showing: 'Showing {shown}.',
  nothing: 'Nothing under this tag yet.',
  playVideo: 'Play video: ',
  show: 'Show',
  oneTag: '(one tag at a time)',
  allTag: 'All',
  videosTag: 'Videos',
} as const;
