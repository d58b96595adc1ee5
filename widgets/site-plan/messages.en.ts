/** hb-site-plan's words (the lot map's own are core/communities/site-plan's). */
export default {
  loading: 'Loading the site plan…',
  none: 'This community has no site plan yet.',
  title: '{name} site plan',
} as const;
