import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  back: 'Conoce a todo el equipo',
  loading: 'Cargando nuestro equipo…',
  unknown:
    'No encontramos a “{name}” en nuestro equipo. Puede que ya no trabaje con nosotros o que la dirección tenga un error.',
  unnamed: 'Esta página no indica qué miembro del equipo mostrar.',
  portrait: 'Retrato de {name}',
} satisfies Translation<typeof en>;
