import type { Translation } from '../../core/i18n';
import type en from './messages.en';

export default {
  onThisPage: 'En esta página',
} satisfies Translation<typeof en>;
