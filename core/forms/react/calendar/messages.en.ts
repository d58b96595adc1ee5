/** "Add to calendar" under a booking's success message; its Spanish is messages.es.ts. */
export default {
  addToCalendar: 'Add to calendar',
  addToGoogle: 'Add to Google Calendar',
  newTab: ' (opens in a new tab)',
} as const;
