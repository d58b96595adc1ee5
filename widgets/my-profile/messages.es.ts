import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  yourProfile: 'tu perfil',
  loading: 'Cargando tu perfil…',
  signIn: 'Iniciar sesión',
  signedInAs: 'Sesión iniciada como',
  password: 'Contraseña',
} satisfies Translation<typeof en>;
