import { type Query, type ReadOptions, readItem, readList } from './read';

type ListOptions = { query?: Query; signal?: AbortSignal };
type ItemOptions = { signal?: AbortSignal };

/**
 * Regions rarely change within a visit: spec.md marks them cached, so one request serves all
 * widgets. Answers are kept per fetch function: a page has one; a test that fakes fetch gets an
 * empty cache, so no test sees another's answers.
 */
const caches = new WeakMap<typeof fetch, Map<string, Promise<unknown>>>();
function once<T extends { status: string }>(key: string, load: () => Promise<T>): Promise<T> {
  let cached = caches.get(fetch);
  if (!cached) caches.set(fetch, (cached = new Map()));
  const hit = cached.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load().then((result) => {
    if (result.status !== 'success') cached.delete(key);
    return result;
  });
  cached.set(key, pending);
  return pending;
}

const byId = (id: number | string, o?: ItemOptions): ReadOptions => ({ id, signal: o?.signal });

export const getRegions = () => once('regions', () => readList('regions'));
export const getRegionNames = () => once('regionNames', () => readList('regionNames'));
export const getRegion = (id: number, o?: ItemOptions) => readItem('region', byId(id, o));
export const getCommunities = (o?: ListOptions) => readList('communities', o);
export const getCommunity = (id: number, o?: ItemOptions) => readItem('community', byId(id, o));
export const getCommunityNames = (o?: ListOptions) => readList('communityNames', o);
export const getAmenities = (communityId: number, o?: ItemOptions) => readList('amenities', byId(communityId, o));
export const getPlans = (o?: ListOptions) => readList('plans', o);
export const getPlan = (id: number, o?: ItemOptions) => readItem('plan', byId(id, o));
/** Residences of one community with query { community_id }, or all. */
export const getResidences = (o?: ListOptions) => readList('residences', o);
export const getResidence = (id: number, o?: ItemOptions) => readItem('residence', byId(id, o));
export const getApartmentResidence = (id: number, o?: ItemOptions) => readItem('apartmentResidence', byId(id, o));
export const getHomes = (o?: ListOptions) => readList('homes', o);
export const getHome = (id: number, o?: ItemOptions) => readItem('home', byId(id, o));
export const getCollections = (o?: ListOptions) => readList('collections', o);
/** Gallery pictures; query { community_id, flag } narrows them. */
export const getAssets = (o?: ListOptions) => readList('assets', o);
export const getVideos = (o?: ListOptions) => readList('videos', o);
export const getCareers = (o?: ListOptions) => readList('careers', o);
export const getCareer = (id: number, o?: ItemOptions) => readItem('career', byId(id, o));
/** query: one of community_id, apartment_community_id, storage_community_id, commercial_community_id. */
export const getTestimonials = (o?: ListOptions) => readList('testimonials', o);
export const getEvents = (o?: ListOptions) => readList('events', o);
export const getFavorites = (o?: ListOptions) => readList('favorites', o);
export const getViews = (o?: ListOptions) => readList('views', o);
export const getAwards = (o?: ListOptions) => readList('awards', o);
export const getCharities = (o?: ListOptions) => readList('charities', o);
export const getHomeownerStories = (o?: ListOptions) => readList('homeownerStories', o);
export const getModelCenters = (o?: ListOptions) => readList('modelCenters', o);
export const getTeam = (o?: ListOptions) => readList('team', o);
export const getSalesSpecialists = (o?: ListOptions) => readList('salesSpecialists', o);
export const getContractors = (o?: ListOptions) => readList('contractors', o);
export const getWarrantyItems = (o?: ListOptions) => readList('warrantyItems', o);
/** The signed-in visitor's profile ({status, user}); a visitor not signed in gets the failure. */
export const getProfile = (o?: ItemOptions) => readItem('profile', { signal: o?.signal });
/**
 * spec.md section 7: the event page fetches its own address for an event object; the CMS answers
 * {success, event} when asked for JSON.
 */
export const getEventPage = (o?: ItemOptions & { pageUrl?: string }) => readItem('eventPage', { signal: o?.signal, pageUrl: o?.pageUrl });
