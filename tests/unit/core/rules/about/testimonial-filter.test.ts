import { describe, expect, it } from 'vitest';
import { matchesTestimonialFilter, testimonialFilter } from '../../../../../core/rules/about';
import { TESTIMONIALS } from '../../../../../demo/data/testimonials';

const ids = (filter: ReturnType<typeof testimonialFilter>) =>
  TESTIMONIALS.filter((t) => matchesTestimonialFilter(t, filter)).map((t) => t.id);

describe('the testimonial filter', () => {
  it('turns the widget’s ids into the query keys of /api/testimonial, leaving out those not given', () => {
    expect(testimonialFilter({})).toEqual({});
    expect(testimonialFilter({ communityId: 14 })).toEqual({ community_id: 14 });
    expect(
      testimonialFilter({ apartmentCommunityId: 701, storageCommunityId: 801, commercialCommunityId: 901 }),
    ).toEqual({
      apartment_community_id: 701,
      storage_community_id: 801,
      commercial_community_id: 901,
    });
  });

  it('keeps every testimonial without a filter', () => {
    expect(ids({})).toHaveLength(TESTIMONIALS.length);
  });

  it('keeps only the testimonials of the community, apartment, storage or commercial property asked for', () => {
    expect(ids(testimonialFilter({ communityId: 14 }))).toEqual([1, 12]);
    expect(ids(testimonialFilter({ apartmentCommunityId: 701 }))).toEqual([9, 13]);
    expect(ids(testimonialFilter({ storageCommunityId: 801 }))).toEqual([10, 14]);
    expect(ids(testimonialFilter({ commercialCommunityId: 901 }))).toEqual([11, 15]);
  });

  it('needs every id given to match, and a missing or null id never matches one asked for', () => {
    expect(ids(testimonialFilter({ communityId: 14, apartmentCommunityId: 701 }))).toEqual([]);
    expect(matchesTestimonialFilter({ community_id: null }, { community_id: 14 })).toBe(false);
    expect(matchesTestimonialFilter({ community_id: 14 }, { storage_community_id: 801 })).toBe(false);
  });
});
