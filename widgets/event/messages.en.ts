/** hb-event's words (the registration form's are the forms engine's) (docs/i18n.md). */
export default {
  loading: 'Loading the event…',
  when: 'When',
  where: 'Where',
  ended: 'This event has ended. Registration is closed.',
  hours: '{day}, {start} to {end}',
  days: '{start} to {end}',
} as const;
