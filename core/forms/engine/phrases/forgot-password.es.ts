import type { Phrases } from '../../../i18n/phrases';

/** The Spanish of what core/forms/declarations/forgot-password.ts alone shows; the words forms share are in ../phrases.es.ts. */
export default {
  'Reset your password': 'Restablece tu contraseña',
  'Send reset link': 'Enviar enlace',
  'Check your email for a link to reset your password.':
    'Revisa tu correo: te enviamos un enlace para restablecer tu contraseña.',
  'Back to sign in': 'Volver a iniciar sesión',
  'We will send a link to reset your password.': 'Te enviaremos un enlace para restablecer tu contraseña.',
  // words other forms show too, and the demo server's answers to this account form (demo/api/accounts.ts)
  'If an account exists for this email, we have sent a link to reset the password.':
    'Si existe una cuenta con este correo, te enviamos un enlace para restablecer la contraseña.',
} satisfies Phrases;
