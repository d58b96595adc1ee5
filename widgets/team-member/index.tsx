import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { TeamMemberPage } from './team-member';

/** One member of our team: photo, title and story; an unknown name says so and leads back to the team. */
export default defineWidget(
  'team-member',
  {
    /** The member's seo_name. Without it, from the address /our-team/{seo_name}. */
    seoName: attr.string('denise-ortiz').optional,
  },
  TeamMemberPage,
);
