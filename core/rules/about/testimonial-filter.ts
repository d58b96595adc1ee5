/**
 * spec.md section 3: a testimonial is filtered by community_id, apartment_community_id,
 * storage_community_id or commercial_community_id; these are the query keys of /api/testimonial.
 */
export const TESTIMONIAL_FILTER_KEYS = [
  'community_id',
  'apartment_community_id',
  'storage_community_id',
  'commercial_community_id',
] as const;
export type TestimonialFilterKey = (typeof TESTIMONIAL_FILTER_KEYS)[number];
export type TestimonialFilter = Partial<Record<TestimonialFilterKey, number>>;

/** The filter from a widget's ids (camelCase, as its attributes give them); ids left out do not filter. */
export function testimonialFilter(ids: {
  communityId?: number;
  apartmentCommunityId?: number;
  storageCommunityId?: number;
  commercialCommunityId?: number;
}): TestimonialFilter {
  const filter: TestimonialFilter = {};
  if (ids.communityId !== undefined) filter.community_id = ids.communityId;
  if (ids.apartmentCommunityId !== undefined) filter.apartment_community_id = ids.apartmentCommunityId;
  if (ids.storageCommunityId !== undefined) filter.storage_community_id = ids.storageCommunityId;
  if (ids.commercialCommunityId !== undefined) filter.commercial_community_id = ids.commercialCommunityId;
  return filter;
}

/**
 * Whether a testimonial belongs on a page with this filter: every id the filter sets must be the
 * testimonial's. The server filters too; the widget checks again so a CMS that ignores the query
 * cannot show another property's tenants on a community page.
 */
export function matchesTestimonialFilter(
  testimonial: Partial<Record<TestimonialFilterKey, number | null>>,
  filter: TestimonialFilter,
): boolean {
  return TESTIMONIAL_FILTER_KEYS.every((key) => filter[key] === undefined || testimonial[key] === filter[key]);
}
