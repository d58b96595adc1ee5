import { defineWidget } from '../../core/mount';
import { ScheduleVisitForm } from './schedule-visit-form';

/** <hb-schedule-visit-form>: a model center, a date and a weekday time slot → /forms/schedule-a-visit. */
export default defineWidget('schedule-visit-form', {}, ScheduleVisitForm);
