import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  heading: 'Visita una casa modelo',
  loading: 'Cargando casas modelo…',
  call: 'Llama a {name} al ',
} satisfies Translation<typeof en>;
