import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { ScheduleTourForm } from './schedule-tour-form';

/**
 * <hb-schedule-tour-form data-community-id="12"> → /forms/schedule-a-tour. With data-modal it is
 * a "Schedule a tour" button that opens the form in a dialog (the floorplan page's tour modal).
 */
export default defineWidget('schedule-tour-form', { communityId: attr.id('12').required, modal: attr.boolean().optional }, ScheduleTourForm);
