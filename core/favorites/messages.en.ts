/** The heart's words and its sign-in dialog's, on every card; the my-favorites lists' are my-favorites/messages.en.ts. Spanish: messages.es.ts. */
export default {
  save: 'Save {name} to favorites',
  signInToSave: 'Please sign in to save {name} to your favorites.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  modalTitle: 'Sign in to save favorites',
  modalText: 'Save floorplans, homes and communities to your free account, and find them again on any device.',
  dontShow: 'Don’t show this again',
};
