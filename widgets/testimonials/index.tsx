import { defineWidget } from '../../core/mount';
import { attr } from '../../core/platform';
import { Testimonials } from './testimonials';

/** What our homeowners (and our tenants) say: every testimonial, or those of one community or property. */
export default defineWidget(
  'testimonials',
  {
    /** Only the testimonials of this community. */
    communityId: attr.id('14').optional,
    /** Only those of this apartment community. */
    apartmentCommunityId: attr.id('701').optional,
    /** Only those of this storage property. */
    storageCommunityId: attr.id('801').optional,
    /** Only those of this commercial property. */
    commercialCommunityId: attr.id('901').optional,
  },
  Testimonials,
);
