/** hb-neighbor-regions' words. */
export default {
  heading: 'Meet your neighbors, region by region',
  loading: 'Loading regions…',
  none: 'No regions to show yet.',
  watch: 'Watch',
  theVideo: 'the video',
  communitiesIn: 'Communities in {region}',
} as const;
