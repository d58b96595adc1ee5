import type { Translation } from '../i18n/catalog';
import type en from './messages.en';

export default {
  failed:
    'Lo sentimos, esta parte de la página no se pudo mostrar. Vuelve a cargar la página o llámanos y con gusto te ayudamos.',
} satisfies Translation<typeof en>;
