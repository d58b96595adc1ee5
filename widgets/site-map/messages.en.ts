/** hb-site-map's words (the site's pages: pages.es.ts) (docs/i18n.md). */
export default {
  loading: 'Loading the site map…',
  label: 'Site map',
  communities: 'Our communities',
  loadingCommunities: 'Loading communities…',
  empty: 'No communities to list yet.',
} as const;
