/** spec.md section 9: the thumbnail carousel shows 3 thumbnails, the current one centred. */
export const THUMBNAILS_SHOWN = 3;

/** What the polite live region says after a move: "Image 3 of 12". */
export const slideStatus = (index: number, count: number, noun = 'Image'): string => `${noun} ${index + 1} of ${count}`;

/**
 * The index one step away: at the ends, around to the other end when the carousel wraps, else
 * it stays put (the button at that end is then unavailable).
 */
export function stepIndex(index: number, delta: -1 | 1, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (next >= 0 && next < count) return next;
  return wrap ? (next + count) % count : index;
}

/** Whether a step that way goes anywhere (false for "previous" on the first slide of a carousel that does not wrap). */
export const canStep = (index: number, delta: -1 | 1, count: number, wrap: boolean): boolean =>
  count > 1 && stepIndex(index, delta, count, wrap) !== index;

/** The slide a key leads to (arrows step, Home and End jump), or undefined for any other key. */
export function indexForKey(key: string, index: number, count: number, wrap: boolean): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return stepIndex(index, -1, count, wrap);
    case 'ArrowRight':
      return stepIndex(index, 1, count, wrap);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return undefined;
  }
}

/** A start index inside the slides whatever the caller gave (out of range or not whole: the nearest slide). */
export const clampIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(count - 1, Math.max(0, Math.round(index) || 0));
