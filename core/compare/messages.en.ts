/** The comparison's words: the toggle, the tray and their announcements; Spanish: messages.es.ts. */
export default {
  home: 'Home {id}',
  floorplan: 'Floorplan {id}',
  limit: 'You can compare up to {limit} homes or plans. Remove one from your comparison to add {name}.',
  added: '{name} added to your comparison ({count} of {limit}).',
  removed: '{name} removed from your comparison ({count} of {limit}).',
  empty: 'Your comparison is empty.',
  compare: 'Compare',
  seeComparison: 'See your comparison',
  yours: 'Your comparison',
  countOf: '{count} of {limit}',
  remove: 'Remove {name} from comparison',
  compareN: 'Compare ({count})',
};
