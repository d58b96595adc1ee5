import { array, enums, type Infer, integer, nullable, number, string, tuple, type } from 'superstruct';

/** A lot's state on the site plan (issue 34): what a buyer can still do with it. */
export const LOT_STATUSES = ['available', 'reserved', 'sold', 'model', 'quick-move-in'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/**
 * One lot of a community's site plan (GET /api/lot?community_id=): its label ("12"), status,
 * premium in dollars (null: none), the move-in-ready home on it, the residences that fit it, and
 * its outline as [x, y] fractions (0 to 1) of the site plan image's width and height.
 */
export const Lot = type({
  id: integer(),
  label: string(),
  status: enums(LOT_STATUSES),
  premium: nullable(number()),
  home_id: nullable(integer()),
  residence_ids: array(integer()),
  shape: array(tuple([number(), number()])),
});
export type Lot = Infer<typeof Lot>;
