import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ResidenceDetail } from './residence-detail';

/**
 * A floorplan as offered in one community (the microsite's floorplan page), or an apartment
 * residence: price, figures, the heart, a gallery of its elevations and interiors, the video
 * tour, the floorplan modal, the feature sheet and a selector of the community's other plans.
 */
export default defineWidget(
  'residence-detail',
  {
    /** The residence shown (a plan in a community). */
    residenceId: attr.id('1001').optional,
    /** Instead of data-residence-id: the apartment residence shown. */
    apartmentResidenceId: attr.id('7001').optional,
    /**
     * The widget is the page's main content: the plan's name is the page's h1 and leads the
     * tab's title ("Aspen at Lakeside Preserve"). Leave it off when the CMS page has an h1 of its own.
     */
    pageHeading: attr.boolean().optional,
  },
  ResidenceDetail,
);
