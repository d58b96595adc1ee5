import { EnquiryForm, scheduleVisitForm } from '../../core';

export function ScheduleVisitForm() {
  return <EnquiryForm definition={scheduleVisitForm} />;
}
