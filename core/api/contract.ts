import { CAREER_READS } from './reads/career';
import { COMMUNITY_READS } from './reads/community';
import { CONTENT_READS } from './reads/content';
import { EVENT_READS } from './reads/event';
import { FAVORITE_READS } from './reads/favorite';
import { HOME_READS } from './reads/home';
import { LOT_READS } from './reads/lot';
import { NAME_READS } from './reads/names';
import { PEOPLE_READS } from './reads/people';
import { PLAN_READS } from './reads/plan';
import { PROFILE_READS } from './reads/profile';
import { REGION_READS } from './reads/region';
import { RESIDENCE_READS } from './reads/residence';
import { SALES_READS } from './reads/sales';
import { SERVICE_READS } from './reads/service';

export { envelopeOf, type ReadSpec, verdictOf } from './read-spec';

/**
 * The API contract of spec.md section 7, in one table: every read the widgets make (the profile,
 * the favorites modal's status and the event page's own address included), the key its answer
 * arrives under, the struct each item must pass, and the message a visitor sees when it fails
 * (spec.md section 8). The demo server and the tests read this table; the widgets never do: each
 * entity's reads live in core/api/reads/ (a page loads only the structs its widget reads), and
 * this table gathers them.
 */
export const READS = {
  regions: REGION_READS.regions,
  region: REGION_READS.region,
  regionNames: NAME_READS.regionNames,
  communities: COMMUNITY_READS.communities,
  community: COMMUNITY_READS.community,
  communityNames: NAME_READS.communityNames,
  amenities: COMMUNITY_READS.amenities,
  ...PLAN_READS,
  ...RESIDENCE_READS,
  ...HOME_READS,
  ...LOT_READS,
  collections: CONTENT_READS.collections,
  assets: CONTENT_READS.assets,
  videos: CONTENT_READS.videos,
  ...CAREER_READS,
  testimonials: PEOPLE_READS.testimonials,
  events: EVENT_READS.events,
  favorites: FAVORITE_READS.favorites,
  views: FAVORITE_READS.views,
  awards: CONTENT_READS.awards,
  charities: PEOPLE_READS.charities,
  homeownerStories: PEOPLE_READS.homeownerStories,
  modelCenters: SALES_READS.modelCenters,
  team: PEOPLE_READS.team,
  salesSpecialists: SALES_READS.salesSpecialists,
  ...SERVICE_READS,
  ...PROFILE_READS,
  favoriteModalStatus: FAVORITE_READS.favoriteModalStatus,
  hideFavoriteModal: FAVORITE_READS.hideFavoriteModal,
  eventPage: EVENT_READS.eventPage,
} as const;

export type ReadName = keyof typeof READS;
