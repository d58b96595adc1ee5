import { Form } from '../../core/forms/react';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';

export function EventForm({ eventId }: { eventId: number }) {
  return <Form definition={eventRegistrationForm} about={{ selected_events: [eventId] }} />;
}
