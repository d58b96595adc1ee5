import { longDate } from '../i18n/dates';
import { useLang, useText } from '../mount/use-text';
import { parseDay } from '../rules/homepage/move-in';
import { homeText } from './messages';

/**
 * A home's status and move-in date in the widget's language. The API's two statuses (demo data:
 * "Move-In Ready", "Under Construction") read in Spanish; any other status is the CMS's, as given.
 */
export function useHomeText() {
  const t = useText(homeText);
  const lang = useLang();
  return {
    t,
    status: (status: string) =>
      lang === 'en'
        ? status
        : /^move-in ready$/i.test(status.trim())
          ? t('statusReady')
          : /^under construction$/i.test(status.trim())
            ? t('statusBuilding')
            : status,
    /** As core/rules/homepage/move-in.ts's moveInText: "Ready to move in now", "Move in March 1, 2027", or nothing. */
    moveIn: (day: string | null | undefined, today: Date) => {
      const date = parseDay(day);
      if (!date) return undefined;
      const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
      return date <= start ? t('readyNow') : t('moveIn', { date: longDate(date, lang) });
    },
  };
}
