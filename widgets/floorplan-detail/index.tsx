import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { FloorplanDetail } from './floorplan-detail';

/**
 * One of our floorplans: its floor plans and elevations beside its figures and price, the
 * call-to-action bar (Schedule a tour, Call, Get updates), the video tour and the community
 * dropdown ('Select Community to see price') that leads to prices.
 */
export default defineWidget(
  'floorplan-detail',
  {
    /** The plan shown. */
    planId: attr.id('101').required,
    /**
     * The widget is the page's main content: the plan's name is the page's h1 and leads the
     * tab's title ("Aspen – Floorplan"). Leave it off when the CMS page has an h1 of its own.
     */
    pageHeading: attr.boolean().optional,
  },
  FloorplanDetail,
);
