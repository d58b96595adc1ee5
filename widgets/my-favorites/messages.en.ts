/** The my-favorites landing's words; Spanish: messages.es.ts. */
export default {
  what: 'your favorites',
  savedFloorplans: 'Saved floorplans',
  savedHomes: 'Saved homes and communities',
  recentlyViewed: 'Recently viewed',
  canSave: 'What you can save',
  example: 'Example {kind}',
  floorplan: 'floorplan',
  planName: 'A three-bedroom plan',
  home: 'move-in-ready home',
  homeName: 'A home ready this season',
  community: 'community',
  communityName: 'A community you like',
  pool: 'Pool',
  trails: 'Trails',
  schools: 'Near schools',
};
