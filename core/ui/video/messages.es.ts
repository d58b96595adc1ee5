import type { Translation } from '../../i18n/catalog';
import type en from './messages.en';

export default {
  videoUnavailable: 'Este video no se puede reproducir aquí en este momento.',
} satisfies Translation<typeof en>;
