import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOORPLAN_SORT } from '../../../../../core/rules/floorplans/sort';
import { sortFloorplans } from '../../../../../core/rules/floorplans';

const p = (name: string, sqft_low: number | null, price: number | null, bed_low: number | null) => ({
  name,
  sqft_low,
  price,
  bed_low,
});

describe('sortFloorplans', () => {
  const plans = [
    p('Cedar', 2842, 380_000, 5),
    p('Aspen', 1248, 210_000, 3),
    p('Coquina', 1598, null, 3),
    p('Ibis', 1365, 226_000, 3),
  ];

  it('orders by the lower size, smallest first, by default (spec.md section 2)', () => {
    expect(DEFAULT_FLOORPLAN_SORT).toBe('sqft_low');
    expect(sortFloorplans(plans).map((x) => x.name)).toEqual(['Aspen', 'Ibis', 'Coquina', 'Cedar']);
  });

  it('orders by price, lowest first, with unpriced plans last', () => {
    expect(sortFloorplans(plans, 'price').map((x) => x.name)).toEqual(['Aspen', 'Ibis', 'Cedar', 'Coquina']);
  });

  it('orders by bedrooms and keeps the given order among equals', () => {
    expect(sortFloorplans(plans, 'bed_low').map((x) => x.name)).toEqual(['Aspen', 'Coquina', 'Ibis', 'Cedar']);
  });

  it('never changes the list it is given', () => {
    const copy = [...plans];
    sortFloorplans(plans, 'price');
    expect(plans).toEqual(copy);
  });

  it('always yields the same plans in non-decreasing order', () => {
    const arb = fc.array(
      fc.record({
        name: fc.string(),
        sqft_low: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        price: fc.constant(null),
        bed_low: fc.constant(3),
      }),
    );
    fc.assert(
      fc.property(arb, (list) => {
        const sorted = sortFloorplans(list);
        expect(sorted).toHaveLength(list.length);
        const values = sorted.map((x) => x.sqft_low ?? Infinity);
        for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]);
      }),
    );
  });
});
