import type { Describe, Struct } from 'superstruct';
import { Amenity } from './schemas/amenity';
import { Community, NameEntry } from './schemas/community';
import { Asset, Award, Collection, Video } from './schemas/content';
import { HbEvent } from './schemas/event';
import { Favorite, ModalStatus } from './schemas/favorite';
import { Home } from './schemas/home';
import { Career, Charity, HomeownerStory, ModelCenter, SalesSpecialist, TeamMember, Testimonial, UserProfile } from './schemas/people';
import { Plan } from './schemas/plan';
import { Region } from './schemas/region';
import { Residence } from './schemas/residence';
import { ContractorEntry, WarrantyItem } from './schemas/service';

/**
 * The API contract of spec.md section 7, in one table: every read the widgets make (the profile,
 * the favorites modal's status and the event page's own address included), the key its answer
 * arrives under, the struct each item must pass, and the message a visitor sees when it fails
 * (spec.md section 8). The client and the demo server both read this table.
 */
export interface ReadSpec<T> {
  /** Path with :id for the one placeholder, relative to apiBase. */
  path: string;
  kind: 'list' | 'item';
  /** The envelope key: results, result, careers, career, contents, user, modalStatus, event. */
  key: string;
  struct: Struct<T, unknown> | Describe<T>;
  emptyMessage: string;
  /** GET unless said: the favorites modal's "don't show again" is a POST answered like a read. */
  method?: 'POST';
  /** The event page asks its own address (not apiBase), which answers {success, event} instead of {status}. */
  ownAddress?: true;
}

const list = <T>(path: string, struct: Struct<T, any>, emptyMessage: string, key = 'results'): ReadSpec<T> => ({ path, kind: 'list', key, struct, emptyMessage });
const item = <T>(path: string, struct: Struct<T, any>, emptyMessage: string, key = 'result', how: Pick<ReadSpec<T>, 'method' | 'ownAddress'> = {}): ReadSpec<T> => ({ path, kind: 'item', key, struct, emptyMessage, ...how });

export const READS = {
  regions: list('api/region', Region, 'No regions found'),
  region: item('api/region/:id', Region, 'No regions found'),
  regionNames: list('api/region/list-names', NameEntry, 'No regions found'),
  communities: list('api/community', Community, 'No communities found'),
  community: item('api/community/:id', Community, 'No communities found'),
  communityNames: list('api/community/list-names', NameEntry, 'No communities found'),
  amenities: list('api/community/:id/amenities', Amenity, 'No amenities found'),
  plans: list('api/plan', Plan, 'No floorplans found'),
  plan: item('api/plan/:id', Plan, 'No floorplans found'),
  residences: list('api/residence', Residence, 'No residences found'),
  residence: item('api/residence/:id', Residence, 'No residences found'),
  apartmentResidence: item('api/apartment-residence/:id', Residence, 'No residences found'),
  homes: list('api/home', Home, 'No homes found'),
  home: item('api/home/:id', Home, 'No homes found'),
  collections: list('api/collection', Collection, 'No collections found'),
  assets: list('api/asset', Asset, 'No images found'),
  videos: list('api/video', Video, 'No videos found'),
  careers: list('api/career', Career, 'No careers found', 'careers'),
  career: item('api/career/:id', Career, 'No careers found', 'career'),
  testimonials: list('api/testimonial', Testimonial, 'No testimonials found'),
  events: list('api/event', HbEvent, 'No events found'),
  favorites: list('api/favorite', Favorite, 'No favorites found'),
  views: list('api/view', Favorite, 'No recently viewed items found'),
  awards: list('api/cms/awards', Award, 'No awards found', 'contents'),
  charities: list('api/cms/local_commitment', Charity, 'No organisations found', 'contents'),
  homeownerStories: list('api/cms/homeowner_stories', HomeownerStory, 'No stories found', 'contents'),
  modelCenters: list('api/cms/model_centers', ModelCenter, 'No model centers found', 'contents'),
  team: list('api/cms/our_team', TeamMember, 'No team members found', 'contents'),
  salesSpecialists: list('api/cms/sales_specialist', SalesSpecialist, 'No sales specialists found', 'contents'),
  contractors: list('api/cms/contractors', ContractorEntry, 'No contractors found', 'contents'),
  warrantyItems: list('api/warranty-request-item', WarrantyItem, 'No warranty items found'),
  profile: item('my-favorites/my-profile', UserProfile, 'Sign in to see your profile.', 'user'),
  favoriteModalStatus: item('api/favorite/modal/hide/', ModalStatus, 'No modal status found', 'modalStatus'),
  hideFavoriteModal: item('api/favorite/modal/hide/', ModalStatus, 'No modal status found', 'modalStatus', { method: 'POST' }),
  eventPage: item('', HbEvent, 'No events found', 'event', { ownAddress: true }),
} as const;

export type ReadName = keyof typeof READS;

/** The envelope's own yes or no: spec.md's {status: 'success' | 'failure'}, or the event page's {success: true | false}. */
export function envelopeOf(spec: ReadSpec<unknown>, ok: boolean): Record<string, unknown> {
  return spec.ownAddress ? { success: ok } : { status: ok ? 'success' : 'failure' };
}

/** What an answer's envelope says: success, the server's own failure, or nothing the contract knows (undefined). */
export function verdictOf(spec: ReadSpec<unknown>, body: unknown): 'success' | 'failure' | undefined {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (spec.ownAddress) return envelope.success === true ? 'success' : envelope.success === false ? 'failure' : undefined;
  return envelope.status === 'success' || envelope.status === 'failure' ? envelope.status : undefined;
}
