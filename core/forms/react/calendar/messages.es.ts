import type { Translation } from '../../../i18n/catalog';
import type en from './messages.en';

export default {
  addToCalendar: 'Agregar al calendario',
  addToGoogle: 'Agregar a Google Calendar',
  newTab: ' (se abre en una pestaña nueva)',
} satisfies Translation<typeof en>;
