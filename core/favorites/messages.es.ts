import type { Translation } from '../i18n';
import type en from './messages.en';

/** The favorites in Spanish, in tú (docs/i18n.md: plano). */
export default {
  save: 'Guardar {name} en favoritos',
  signInToSave: 'Inicia sesión para guardar {name} en tus favoritos.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear una cuenta',
  modalTitle: 'Inicia sesión para guardar favoritos',
  modalText:
    'Guarda planos, casas y comunidades en tu cuenta gratuita, y encuéntralos de nuevo en cualquier dispositivo.',
  dontShow: 'No volver a mostrar',
} satisfies Translation<typeof en>;
