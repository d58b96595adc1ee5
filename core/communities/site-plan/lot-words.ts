import type { Lot, LotStatus } from '../../api/schemas/lot';
import type { Lang } from '../../i18n/language';
import { text } from '../../i18n/text';
import { formatDollars } from '../../rules/plan-figures';
import { sitePlanText } from './messages';

/** Each status as the legend and the card write it, and as a lot's name says it. */
export const lotStatusWords = (lang: Lang = 'en'): Record<LotStatus, { label: string; spoken: string }> => {
  const t = (key: keyof typeof sitePlanText.en) => text(sitePlanText, lang, key);
  return {
    available: { label: t('available'), spoken: t('spokenAvailable') },
    reserved: { label: t('reserved'), spoken: t('spokenReserved') },
    sold: { label: t('sold'), spoken: t('spokenSold') },
    model: { label: t('model'), spoken: t('spokenModel') },
    'quick-move-in': { label: t('quickMoveIn'), spoken: t('spokenQuickMoveIn') },
  };
};

/** "$5,000", or "No premium". */
export const premiumText = (premium: number | null, lang: Lang = 'en'): string =>
  premium ? formatDollars(premium) : text(sitePlanText, lang, 'noPremium');

/** What a listener hears on a lot: "Lot 12, available, premium $5,000" (no premium, nothing said of it). */
export const lotName = (lot: Pick<Lot, 'label' | 'status' | 'premium'>, lang: Lang = 'en'): string =>
  [
    text(sitePlanText, lang, 'lotName', { label: lot.label }),
    lotStatusWords(lang)[lot.status].spoken,
    lot.premium ? text(sitePlanText, lang, 'premiumSpoken', { premium: formatDollars(lot.premium) }) : '',
  ]
    .filter(Boolean)
    .join(', ');

/** The live count under the map: what the filter shows, read out as it changes. */
export const availableCountText = (
  available: number,
  total: number,
  onlyAvailable: boolean,
  lang: Lang = 'en',
): string =>
  onlyAvailable
    ? text(sitePlanText, lang, 'showingAvailable', { count: available })
    : text(sitePlanText, lang, 'availableOf', { available, total });
