import { EnquiryForm } from '../../core/forms/react';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';

export function EventForm({ eventId }: { eventId: number }) {
  return <EnquiryForm definition={eventRegistrationForm} about={{ selected_events: [eventId] }} />;
}
