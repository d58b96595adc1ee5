import type { Describe, Struct } from 'superstruct';
import * as S from './schemas';

/**
 * The API contract of spec.md section 7, in one table: every read the widgets make, the key
 * its answer arrives under, the struct each item must pass, and the message a visitor sees
 * when it fails (spec.md section 8). The client and the demo server both read this table.
 */
export interface ReadSpec<T> {
  /** Path with :id for the one placeholder, relative to apiBase. */
  path: string;
  kind: 'list' | 'item';
  /** The envelope key: results, result, careers, career, contents. */
  key: string;
  struct: Struct<T, unknown> | Describe<T>;
  emptyMessage: string;
}

const list = <T>(path: string, struct: Struct<T, any>, emptyMessage: string, key = 'results'): ReadSpec<T> => ({ path, kind: 'list', key, struct, emptyMessage });
const item = <T>(path: string, struct: Struct<T, any>, emptyMessage: string, key = 'result'): ReadSpec<T> => ({ path, kind: 'item', key, struct, emptyMessage });

export const READS = {
  regions: list('api/region', S.Region, 'No regions found'),
  region: item('api/region/:id', S.Region, 'No regions found'),
  regionNames: list('api/region/list-names', S.NameEntry, 'No regions found'),
  communities: list('api/community', S.Community, 'No communities found'),
  community: item('api/community/:id', S.Community, 'No communities found'),
  communityNames: list('api/community/list-names', S.NameEntry, 'No communities found'),
  amenities: list('api/community/:id/amenities', S.Amenity, 'No amenities found'),
  plans: list('api/plan', S.Plan, 'No floorplans found'),
  plan: item('api/plan/:id', S.Plan, 'No floorplans found'),
  residences: list('api/residence', S.Residence, 'No residences found'),
  residence: item('api/residence/:id', S.Residence, 'No residences found'),
  apartmentResidence: item('api/apartment-residence/:id', S.Residence, 'No residences found'),
  homes: list('api/home', S.Home, 'No homes found'),
  home: item('api/home/:id', S.Home, 'No homes found'),
  collections: list('api/collection', S.Collection, 'No collections found'),
  assets: list('api/asset', S.Asset, 'No images found'),
  videos: list('api/video', S.Video, 'No videos found'),
  careers: list('api/career', S.Career, 'No careers found', 'careers'),
  career: item('api/career/:id', S.Career, 'No careers found', 'career'),
  testimonials: list('api/testimonial', S.Testimonial, 'No testimonials found'),
  events: list('api/event', S.HbEvent, 'No events found'),
  favorites: list('api/favorite', S.Favorite, 'No favorites found'),
  views: list('api/view', S.Favorite, 'No recently viewed items found'),
  awards: list('api/cms/awards', S.Award, 'No awards found', 'contents'),
  charities: list('api/cms/local_commitment', S.Charity, 'No organisations found', 'contents'),
  homeownerStories: list('api/cms/homeowner_stories', S.HomeownerStory, 'No stories found', 'contents'),
  modelCenters: list('api/cms/model_centers', S.ModelCenter, 'No model centers found', 'contents'),
  team: list('api/cms/our_team', S.TeamMember, 'No team members found', 'contents'),
  salesSpecialists: list('api/cms/sales_specialist', S.SalesSpecialist, 'No sales specialists found', 'contents'),
  contractors: list('api/cms/contractors', S.ContractorEntry, 'No contractors found', 'contents'),
  warrantyItems: list('api/warranty-request-item', S.WarrantyItem, 'No warranty items found'),
} as const;

export type ReadName = keyof typeof READS;
