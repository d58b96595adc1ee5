import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/login.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Sign in to my favorites': 'Inicia sesión en mis favoritos',
  'Sign in': 'Iniciar sesión',
  'You are signed in.': 'Iniciaste sesión.',
  'Forgot your password?': '¿Olvidaste tu contraseña?',
  'Create an account': 'Crea una cuenta',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  Password: 'Contraseña',
  'The email or password is not correct.': 'El correo electrónico o la contraseña no son correctos.',
} satisfies Phrases;
