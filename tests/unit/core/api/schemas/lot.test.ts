import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Lot, LOT_STATUSES } from '../../../../../core/api/schemas/lot';

const lot = {
  id: 3012,
  label: '12',
  status: 'available',
  premium: 5000,
  home_id: null,
  residence_ids: [1044, 1063],
  shape: [
    [0.1, 0.2],
    [0.15, 0.2],
    [0.15, 0.28],
    [0.1, 0.28],
  ],
};

describe('the Lot struct of GET /api/lot (issue 34)', () => {
  it('takes a lot as the issue writes it, with every status of the five', () => {
    for (const status of LOT_STATUSES) expect(is({ ...lot, status }, Lot)).toBe(true);
    expect(LOT_STATUSES).toEqual(['available', 'reserved', 'sold', 'model', 'quick-move-in']);
  });

  it('takes a null premium and a move-in-ready home on the lot', () => {
    expect(is({ ...lot, premium: null, status: 'quick-move-in', home_id: 512 }, Lot)).toBe(true);
  });

  it('refuses an unknown status, a premium as text, a point without its y and a missing shape', () => {
    expect(validate({ ...lot, status: 'pending' }, Lot)[0]?.path).toEqual(['status']);
    expect(is({ ...lot, premium: '$5,000' }, Lot)).toBe(false);
    expect(is({ ...lot, shape: [[0.1]] }, Lot)).toBe(false);
    const { shape: _, ...withoutShape } = lot;
    expect(is(withoutShape, Lot)).toBe(false);
  });
});
