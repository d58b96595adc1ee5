import { formatFromPrice } from '../../core/rules';
import type { ResidenceKind } from './load-residence';

/** "From $289,900" for a plan in a community; an apartment's price is its monthly rent: "From $1,425 a month". */
export function residencePrice(kind: ResidenceKind, price: number | null): string {
  if (kind === 'residence' || price === null) return formatFromPrice(price);
  return `${formatFromPrice(price)} a month`;
}
