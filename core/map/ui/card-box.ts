import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from '../geo';
import { placeCard } from '../card-place';
import type { Rect } from '../marker-box';

/** The card's box on the map, in the pins' coordinates (inside the frame's border). */
export function cardBoxOf(card: HTMLElement): Rect | null {
  const frame = card.offsetParent as HTMLElement | null;
  if (!frame) return null;
  const outer = frame.getBoundingClientRect();
  const box = card.getBoundingClientRect();
  const [x, y] = [outer.left + frame.clientLeft, outer.top + frame.clientTop];
  return { left: box.left - x, top: box.top - y, right: box.right - x, bottom: box.bottom - y };
}

/** The largest part of the map an open card leaves free: above, below, left or right of it. */
export function freeArea(card: Rect, size: Size): Rect {
  const areas: Rect[] = [
    { left: 0, top: 0, right: size.width, bottom: card.top },
    { left: 0, top: card.bottom, right: size.width, bottom: size.height },
    { left: 0, top: 0, right: card.left, bottom: size.height },
    { left: card.right, top: 0, right: size.width, bottom: size.height },
  ];
  const room = (r: Rect) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  return areas.reduce((best, area) => (room(area) > room(best) ? area : best));
}

const same = (a: Rect | null, b: Rect | null) =>
  a === b || (!!a && !!b && a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom);

/**
 * Places the open card beside its marker (`anchor`, its box on the map: placeCard), or leaves it
 * where its CSS docks it when its marker is not drawn; and returns the card's box, kept up to
 * date as the card or the map changes size or the marker moves; null while no card is open.
 * Placed before the browser paints, so the card never shows elsewhere first.
 */
export function useCardBox(
  cardRef: RefObject<HTMLElement | null>,
  open: boolean,
  size: Size,
  anchor: Rect | null,
  /** The other markers' boxes: the card takes the side that hides the fewest. */
  others: readonly Rect[],
): Rect | null {
  const [box, setBox] = useState<Rect | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map size or a moved marker places the card again; the anchor is read by its sides, not its identity (a new object each render), and the other markers move with it
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!open || !card) return setBox(null);
    const measure = () => {
      if (anchor) {
        const at = placeCard(anchor, { width: card.offsetWidth, height: card.offsetHeight }, size, others);
        card.style.left = `${at.x.toFixed(1)}px`;
        card.style.top = `${at.y.toFixed(1)}px`;
      } else {
        card.style.removeProperty('left');
        card.style.removeProperty('top');
      }
      const next = cardBoxOf(card);
      setBox((current) => (same(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(card);
    return () => observer.disconnect();
  }, [cardRef, open, size.width, size.height, anchor?.left, anchor?.top, anchor?.right, anchor?.bottom]);
  return open ? box : null;
}
