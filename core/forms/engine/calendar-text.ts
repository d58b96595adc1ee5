import { defineCatalog } from '../../i18n/registry';
import en from './calendar-messages.en';

/** "Add to calendar" and the booked event's words (docs/i18n.md). */
export const calendarText = defineCatalog(en, () => import('./calendar-messages.es'));
