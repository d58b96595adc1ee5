/** The submit-another dialog of the pre-form flows (referral program, twelve days); its Spanish is messages.es.ts. */
export default {
  anotherTitle: 'Submit another referral?',
  referralDone:
    'Thank you! We already have your details, so your referral is complete. Would you like to refer someone else?',
  referAgain: 'Refer someone else',
  entryDone:
    'Thank you! We already have your details, so your entry is complete. Would you like to enter someone else too?',
  enterAgain: 'Enter someone else',
  noThanks: 'No, thanks',
} as const;
