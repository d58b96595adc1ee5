import type { Translation } from '../i18n/catalog';
import type en from './show-more.en';

export default {
  showing: 'Mostrando {shown} de {total} {noun}',
  showMore: 'Mostrar {count} {noun} más',
} satisfies Translation<typeof en>;
