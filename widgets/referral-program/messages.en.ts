/** hb-referral-program's words beside its forms (the forms' are the forms engine's) (docs/i18n.md). */
export default {
  anotherTitle: 'Submit another referral?',
  anotherText:
    'Thank you! We already have your details, so your referral is complete. Would you like to refer someone else?',
  again: 'Refer someone else',
  done: 'No, thanks',
} as const;
