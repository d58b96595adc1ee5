import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/my-profile.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'My profile': 'Mi perfil',
  'Save profile': 'Guardar perfil',
  'Your profile has been updated.': 'Se actualizó tu perfil.',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'Please sign in to continue.': 'Inicia sesión para continuar.',
} satisfies Phrases;
