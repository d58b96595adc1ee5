import { defineWidget } from '../../core/mount';
import { ScheduleVisitForm } from './schedule-visit-form';

/**
 * The schedule-a-visit form: a model center (or a virtual appointment), a date and a time slot of
 * that weekday.
 */
export default defineWidget('schedule-visit-form', {}, ScheduleVisitForm);
