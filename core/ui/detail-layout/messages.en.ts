/** The call-to-action bar's words (its buttons' are the forms'); Spanish: messages.es.ts. */
export default {
  askAbout: 'Ask about {about}',
  call: 'Call',
};
