import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/create-account.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Create your account': 'Crea tu cuenta',
  'Create account': 'Crear cuenta',
  'Your account has been created.': 'Se creó tu cuenta.',
  'Already have an account? Sign in': '¿Ya tienes una cuenta? Inicia sesión',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  Password: 'Contraseña',
  'At least 8 characters.': 'Al menos 8 caracteres.',
  'An account already exists for this email. Sign in, or reset your password.':
    'Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
} satisfies Phrases;
