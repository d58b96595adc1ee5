import { Form } from '../../core/forms/react';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';

export function ScheduleVisitForm() {
  return <Form definition={scheduleVisitForm} />;
}
