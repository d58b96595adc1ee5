/** hb-my-profile's own words (the forms' are core/forms/engine/phrases.es.ts); its Spanish is messages.es.ts. */
export default {
  yourProfile: 'your profile',
  loading: 'Loading your profile…',
  signIn: 'Sign in',
  signedInAs: 'Signed in as',
  password: 'Password',
} as const;
