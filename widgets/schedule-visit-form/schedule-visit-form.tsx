import { EnquiryForm } from '../../core/forms/react';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';

export function ScheduleVisitForm() {
  return <EnquiryForm definition={scheduleVisitForm} />;
}
