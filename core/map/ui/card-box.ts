import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from '../geo';
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

/** The part of the map an open card leaves free: right of a card docked left, or above a bottom sheet. */
export function freeArea(card: Rect, size: Size): Rect {
  const dockedLeft = card.right - card.left < size.width * 0.6;
  return dockedLeft
    ? { left: card.right, top: 0, right: size.width, bottom: size.height }
    : { left: 0, top: 0, right: size.width, bottom: card.top };
}

const same = (a: Rect | null, b: Rect | null) =>
  a === b || (!!a && !!b && a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom);

/** The open card's box, kept up to date as it or the map changes size; null while no card is open. */
export function useCardBox(cardRef: RefObject<HTMLElement | null>, open: boolean, size: Size): Rect | null {
  const [box, setBox] = useState<Rect | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map size measures the card again (the map's resize does not resize the card)
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!open || !card) return setBox(null);
    const measure = () => {
      const next = cardBoxOf(card);
      setBox((current) => (same(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(card);
    return () => observer.disconnect();
  }, [cardRef, open, size.width, size.height]);
  return open ? box : null;
}
