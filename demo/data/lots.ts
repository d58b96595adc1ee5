import type { Community } from '../../core/api/schemas/community';
import type { Home } from '../../core/api/schemas/home';
import type { Lot, LotStatus } from '../../core/api/schemas/lot';
import type { Residence } from '../../core/api/schemas/residence';
import { lotOutlines, PLAN_HEIGHT, PLAN_WIDTH } from './lot-layout';
import type { Random } from './random';

const PREMIUMS = [5_000, 7_500, 10_000, 15_000];
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The lots of every community with a site plan (GET /api/lot?community_id=), on the outlines the
 * picture draws: the model row's models, each move-in-ready home of the community on a lot of its
 * own (quick-move-in), a share sold and reserved, the rest available; lots with a view carry a
 * premium; each fits some of the community's plans (always the plan of the home on it). A
 * community that is sold out has every lot sold but its models.
 */
export function buildLots(
  communities: Community[],
  residences: Residence[],
  homes: Home[],
  random: Random,
): Record<number, Lot[]> {
  const byCommunity: Record<number, Lot[]> = {};
  for (const community of communities) {
    if (!community.sitePlan) continue;
    const offered = residences.filter((r) => r.community_id === community.id);
    if (!offered.length) continue;
    const ready = homes.filter((h) => h.community_id === community.id && h.status === 'Move-In Ready');
    const soldOut = community.availability === 'sold-out';
    byCommunity[community.id] = lotOutlines().map((outline, i) => {
      const home = outline.row === 'street' && !soldOut && i % 7 === 3 ? ready.shift() : undefined;
      const draw = random.next();
      const status: LotStatus =
        outline.row === 'model'
          ? 'model'
          : home
            ? 'quick-move-in'
            : soldOut || draw < 0.35
              ? 'sold'
              : draw < 0.48
                ? 'reserved'
                : 'available';
      const fits = offered.filter((_, j) => (j + i) % 3 !== 0);
      const withHome = home ? offered.filter((r) => r.name === home.plan) : [];
      return {
        id: community.id * 1000 + outline.number,
        label: String(outline.number),
        status,
        premium: outline.view ? random.pick(PREMIUMS) : null,
        home_id: home?.id ?? null,
        residence_ids: [...new Set([...withHome, ...(fits.length ? fits : offered)].map((r) => r.id))],
        shape: outline.corners.map(([x, y]) => [round(x / PLAN_WIDTH), round(y / PLAN_HEIGHT)] as [number, number]),
      };
    });
  }
  return byCommunity;
}
