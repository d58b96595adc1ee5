/** "Add to calendar" under a booking's success message, and the event's words (booking-invites.ts); its Spanish is calendar-messages.es.ts. */
export default {
  addToCalendar: 'Add to calendar',
  addToGoogle: 'Add to Google Calendar',
  newTab: ' (opens in a new tab)',
  tourAt: 'Model home tour: {center}',
  tour: 'Model home tour',
  callUs: 'Questions or a change of plan? Call {center} at {phone}.',
  virtual: 'Virtual appointment with a new home specialist',
  virtualLink: 'We will email you the link to join before your appointment.',
  visitAt: 'Visit: {center}',
  visit: 'Visit with a new home specialist',
  centerToConfirm: 'We will confirm the model center with you before your visit.',
  // The downloaded .ics file's names: letters, digits and hyphens only (no accent or space to mangle).
  tourFile: 'model-home-tour.ics',
  visitFile: 'model-center-visit.ics',
} as const;
