import { visitEvent } from '../../core/forms/declarations/booking-invites';
import { scheduleVisitForm } from '../../core/forms/declarations/schedule-visit';
import { Form } from '../../core/forms/react';
import { AddToCalendar } from '../../core/forms/react/calendar';
import { useLang } from '../../core/mount';

export function ScheduleVisitForm() {
  const lang = useLang();
  return (
    <Form
      definition={scheduleVisitForm}
      successContent={(values) => (
        <AddToCalendar eventFor={(centers) => visitEvent(values, centers, lang)} file="visitFile" />
      )}
    />
  );
}
