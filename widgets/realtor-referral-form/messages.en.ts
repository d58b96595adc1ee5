/** hb-realtor-referral-form's own words: the program's terms and dialogs (the form's are core/forms/engine/phrases.es.ts); its Spanish is messages.es.ts. */
export default {
  programTitle: 'Our realtor referral program',
  howItWorks: 'How the referral program works',
  registrationError: 'Registration error',
  notRegistered:
    'Your client was not registered yet. Everything you typed is still in the form: check it and send it again.',
  backToForm: 'Back to the form',
  termsIntro: "We pay the buyer's agent commission on every new home we build for a client you register with us.",
  termsRegister: 'Register your client before, or on the day of, their first visit to a model center.',
  termsComeAlong:
    'Come along to that first visit, in person or by video, and introduce your client to our sales specialist.',
  termsHolds: "A registration holds for 90 days from your client's first visit, and renews with each visit you attend.",
  termsPaid: 'Commission is paid at closing, through the title company.',
  termsQuestions: 'Questions? Ask any of our sales specialists at a model center.',
} as const;
