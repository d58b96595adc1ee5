import type { Lot, LotStatus } from '../../api/schemas/lot';
import { formatDollars } from '../../rules/plan-figures';

/** Each status as the legend and the card write it, and as a lot's name says it. */
export const LOT_STATUS_WORDS: Record<LotStatus, { label: string; spoken: string }> = {
  available: { label: 'Available', spoken: 'available' },
  reserved: { label: 'Reserved', spoken: 'reserved' },
  sold: { label: 'Sold', spoken: 'sold' },
  model: { label: 'Model home', spoken: 'model home' },
  'quick-move-in': { label: 'Quick move-in', spoken: 'quick move-in home' },
};

/** "$5,000", or "No premium". */
export const premiumText = (premium: number | null): string => (premium ? formatDollars(premium) : 'No premium');

/** What a listener hears on a lot: "Lot 12, available, premium $5,000" (no premium, nothing said of it). */
export const lotName = (lot: Pick<Lot, 'label' | 'status' | 'premium'>): string =>
  [`Lot ${lot.label}`, LOT_STATUS_WORDS[lot.status].spoken, lot.premium ? `premium ${formatDollars(lot.premium)}` : '']
    .filter(Boolean)
    .join(', ');

/** The live count under the map: what the filter shows, read out as it changes. */
export const availableCountText = (available: number, total: number, onlyAvailable: boolean): string =>
  onlyAvailable
    ? `Showing the ${available} available ${available === 1 ? 'lot' : 'lots'}`
    : `${available} of ${total} lots available`;
