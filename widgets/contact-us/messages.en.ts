/** hb-contact-us' words beside its form (the form's are the forms engine's) (docs/i18n.md). */
export default {
  heading: 'Visit a model center',
  loading: 'Loading model centers…',
  call: 'Call {name} at ',
} as const;
