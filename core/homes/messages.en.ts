/** A move-in-ready home's words (its card, status, move-in date); Spanish: messages.es.ts. */
export default {
  front: 'Front of {street}',
  readyNow: 'Ready to move in now',
  moveIn: 'Move in {date}',
  statusReady: 'Move-In Ready',
  statusBuilding: 'Under Construction',
};
