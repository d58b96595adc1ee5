/** The call-to-action bar's words (core/forms/react/detail-cta.tsx gives its form buttons); Spanish: messages.es.ts. */
export default {
  askAbout: 'Ask about {about}',
  call: 'Call',
  scheduleTour: 'Schedule a tour',
  getUpdates: 'Get updates',
};
