import { describe, expect, it } from 'vitest';
import { EDGE_PX, GAP_PX, placeCard } from '../../../../../core/communities/site-plan/lot-place';

const plan = { left: 200, top: 300, right: 1080, bottom: 900 };
const card = { width: 352, height: 420 };
const window = { width: 1280, height: 900 };
const lotAt = (left: number, top: number) => ({ left, top, right: left + 50, bottom: top + 50 });

describe('placeCard: where a lot’s card opens', () => {
  it('opens right of a lot with room there, level with it, inside the plan', () => {
    expect(placeCard(lotAt(300, 500), plan, card, window)).toEqual({
      side: 'right',
      left: 350 + GAP_PX,
      top: 525 - card.height / 2,
    });
  });

  it('opens left of a lot at the plan’s right edge, and moved down into the plan near its top', () => {
    expect(placeCard(lotAt(1000, 310), plan, card, window)).toEqual({
      side: 'left',
      left: 1000 - GAP_PX - card.width,
      top: plan.top,
    });
  });

  it('opens below or above where neither side has room', () => {
    const narrow = { left: 0, top: 0, right: 500, bottom: 1000 };
    const tall = { width: 1280, height: 1000 };
    expect(placeCard(lotAt(225, 100), narrow, card, tall).side).toBe('below');
    expect(placeCard(lotAt(225, 800), narrow, card, tall).side).toBe('above');
  });

  it('stays inside the window when the plan is larger than it or half scrolled away', () => {
    const scrolled = { left: 200, top: -400, right: 1080, bottom: 200 };
    const at = placeCard(lotAt(300, 100), scrolled, card, window);
    expect(at.side).toBe('right');
    expect(at.top).toBeGreaterThanOrEqual(EDGE_PX);
    expect(at.top + card.height).toBeLessThanOrEqual(window.height - EDGE_PX);
  });
});
