import { describe, expect, it } from 'vitest';
import { residencePrice } from '../../../../widgets/residence-detail/residence-price';

describe('residencePrice', () => {
  it('reads “From $207,900” for a plan in a community and gives an apartment’s rent by the month', () => {
    expect(residencePrice('residence', 207_900)).toBe('From $207,900');
    expect(residencePrice('apartmentResidence', 1_425)).toBe('From $1,425 a month');
    expect(residencePrice('apartmentResidence', null)).toBe('Pricing coming soon');
  });
});
