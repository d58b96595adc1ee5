import type { Translation } from '../../i18n/catalog';
import type en from './messages.en';

export default {
  onThisPage: 'En esta página',
} satisfies Translation<typeof en>;
