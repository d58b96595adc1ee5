/** hb-career's words (the application form's are the forms engine's) (docs/i18n.md). */
export default {
  noPosition: 'This page names no position.',
  seeAll: 'See all open positions',
  loading: 'Loading the position…',
  back: 'All open positions',
  department: 'Department',
  location: 'Location',
  schedule: 'Schedule',
  posted: 'Posted',
} as const;
