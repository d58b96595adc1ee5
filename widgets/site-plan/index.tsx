import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { SitePlanWidget } from './site-plan';

/**
 * A community's site plan with its live lots: every lot drawn over the zoomable plan by status
 * (available, reserved, sold, model, quick move-in) with a key, an "Available only" filter, the
 * arrow keys from lot to lot, and a lot's card with its premium, the plans that fit and their price
 * there, the move-in-ready home on it and "Reserve this lot". Without lots from the API, the plan.
 */
export default defineWidget(
  'site-plan',
  {
    /** The community whose site plan is shown. */
    communityId: attr.id('3').required,
  },
  SitePlanWidget,
);
