/** A box in px of the window (as getBoundingClientRect gives it). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export type Side = 'right' | 'left' | 'below' | 'above';
export interface Placement {
  left: number;
  top: number;
  side: Side;
}

/** The card keeps this far from the window's edges, and this far from its lot. */
export const EDGE_PX = 8;
export const GAP_PX = 8;

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/**
 * Where a lot's card opens: beside the lot (right, left, below, above, the first side with room)
 * inside the plan's box as far as it is in the window, so the card covers the plan and not the
 * page around it. Where the visible plan is smaller than the card, the window is the bound. Where
 * no side has room, the side with the most, moved into the bound (it may then cover the lot's
 * neighbours, never the window's edge).
 */
export function placeCard(
  lot: Box,
  plan: Box,
  card: { width: number; height: number },
  window: { width: number; height: number },
): Placement {
  const screen = { left: EDGE_PX, top: EDGE_PX, right: window.width - EDGE_PX, bottom: window.height - EDGE_PX };
  const area = {
    left: Math.max(plan.left, screen.left),
    top: Math.max(plan.top, screen.top),
    right: Math.min(plan.right, screen.right),
    bottom: Math.min(plan.bottom, screen.bottom),
  };
  if (area.right - area.left < card.width) [area.left, area.right] = [screen.left, screen.right];
  if (area.bottom - area.top < card.height) [area.top, area.bottom] = [screen.top, screen.bottom];
  const x = (left: number) => clamp(left, area.left, Math.max(area.left, area.right - card.width));
  const y = (top: number) => clamp(top, area.top, Math.max(area.top, area.bottom - card.height));
  const middleX = (lot.left + lot.right) / 2 - card.width / 2;
  const middleY = (lot.top + lot.bottom) / 2 - card.height / 2;
  const sides: { side: Side; room: number; need: number; left: number; top: number }[] = [
    { side: 'right', room: area.right - lot.right, need: card.width, left: lot.right + GAP_PX, top: middleY },
    { side: 'left', room: lot.left - area.left, need: card.width, left: lot.left - GAP_PX - card.width, top: middleY },
    { side: 'below', room: area.bottom - lot.bottom, need: card.height, left: middleX, top: lot.bottom + GAP_PX },
    { side: 'above', room: lot.top - area.top, need: card.height, left: middleX, top: lot.top - GAP_PX - card.height },
  ];
  const best =
    sides.find((s) => s.room >= s.need + GAP_PX) ?? sides.reduce((a, b) => (b.room - b.need > a.room - a.need ? b : a));
  return { side: best.side, left: x(best.left), top: y(best.top) };
}
