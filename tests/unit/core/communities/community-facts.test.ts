import { describe, expect, it } from 'vitest';
import {
  availabilityLabel,
  communityFacts,
  communityPinLabel,
  priceFromText,
} from '../../../../core/communities/community-facts';

describe("a community's facts on maps and lists", () => {
  it('names a pin by the community and its price from', () => {
    expect(communityPinLabel({ name: 'Highland Fields', price: 219900 })).toBe('Highland Fields, from $219,900');
    expect(communityPinLabel({ name: 'Berkley Pointe', price: null })).toBe('Berkley Pointe, pricing coming soon');
  });

  it('writes the price from, or says it is coming', () => {
    expect(priceFromText(207900)).toBe('From $207,900');
    expect(priceFromText(null)).toBe('Pricing coming soon');
  });

  it('writes bed, bath and sq ft ranges low-high, and one value when low and high agree', () => {
    expect(
      communityFacts({ bed_low: 3, bed_high: 5, bath_low: 2, bath_high: 3.5, sqft_low: 1312, sqft_high: 3015 }),
    ).toEqual(['3–5 beds', '2–3.5 baths', '1,312–3,015 sq ft']);
    expect(
      communityFacts({ bed_low: 4, bed_high: 4, bath_low: 2, bath_high: null, sqft_low: null, sqft_high: null }),
    ).toEqual(['4 beds', '2 baths']);
  });

  it('says "Now selling" for now-selling, and shows other statuses as words', () => {
    expect(availabilityLabel('now-selling')).toBe('Now selling');
    expect(availabilityLabel('coming-soon')).toBe('Coming soon');
    expect(availabilityLabel('sold-out')).toBe('Sold out');
  });
});
