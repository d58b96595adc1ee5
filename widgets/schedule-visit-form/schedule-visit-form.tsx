import { visitEvent } from '../../core/forms/declarations/booking-invites';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';
import { Form } from '../../core/forms/react';
import { AddToCalendar } from '../../core/forms/react/calendar';

export function ScheduleVisitForm() {
  return (
    <Form
      definition={scheduleVisitForm}
      successContent={(values) => (
        <AddToCalendar eventFor={(centers) => visitEvent(values, centers)} fileName="model-center-visit.ics" />
      )}
    />
  );
}
