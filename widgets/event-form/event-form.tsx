import { EnquiryForm, eventRegistrationForm } from '../../core';

export function EventForm({ eventId }: { eventId: number }) {
  return <EnquiryForm definition={eventRegistrationForm} about={{ selected_events: [eventId] }} />;
}
