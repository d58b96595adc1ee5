import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  loading: 'Cargando el directorio de contratistas…',
  empty: 'No se encontraron contratistas',
  directory: 'Directorio de contratistas',
  directoryIntro:
    'Para una reparación cubierta por la garantía, llama directamente al contratista de tu condado o envíanos una solicitud de servicio abajo.',
  county: 'Condado de {county}',
  everyCounty: 'Todos los condados',
  during: 'Durante la construcción',
  duringIntro: 'Si tienes preguntas mientras construimos tu casa, comunícate con estos contratistas.',
  afterHours: 'Fuera de horario',
  afterIntro:
    'Para una emergencia de noche o en fin de semana (una fuga de agua, sin aire acondicionado, sin electricidad en parte de la casa), llama a:',
  subcontractor: 'Subcontratista',
  contact: 'Contacto',
  phone: 'Teléfono',
  call: 'Llama a {who} al ',
  whoAfterHours: '{name} fuera de horario',
} satisfies Translation<typeof en>;
