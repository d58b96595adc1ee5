/** The floorplan button's words; Spanish: messages.es.ts. */
export default {
  viewNamed: 'View the {name} floorplan',
  view: 'View the floorplan',
  titleNamed: 'The {name} floorplan',
  title: 'Floorplan',
};
