import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/change-password.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Change password': 'Cambiar contraseña',
  'Your password has been changed.': 'Se cambió tu contraseña.',
  'Current password': 'Contraseña actual',
  'New password': 'Contraseña nueva',
  'Confirm new password': 'Confirma la contraseña nueva',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'At least 8 characters.': 'Al menos 8 caracteres.',
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'The current password is not correct.': 'La contraseña actual no es correcta.',
} satisfies Phrases;
