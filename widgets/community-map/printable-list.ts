import type { Community, PrintableCommunities } from '../../core/api';

/** What the printed list needs of each community, in the list's order. */
export function printableList(title: string, communities: readonly Community[]): PrintableCommunities {
  return {
    title,
    communities: communities.map((c) => ({
      name: c.name,
      region: c.region,
      price: c.price,
      bed_low: c.bed_low,
      bed_high: c.bed_high,
      bath_low: c.bath_low,
      bath_high: c.bath_high,
      sqft_low: c.sqft_low,
      sqft_high: c.sqft_high,
      availability: c.availability,
      address: c.address ?? null,
      phone: c.phone ?? null,
    })),
  };
}
