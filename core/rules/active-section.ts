/**
 * spec.md "a scroll-spy updates the path to the active section": which section a reader is on.
 * The reading line sits 30 % down the viewport (where eyes rest, clear of a sticky header).
 */
export const READING_LINE = 0.3;

/**
 * The index of the active section, from the tops of the sections (px from the viewport's top, in
 * page order) and the reading line: the last section whose top has passed the line; null above
 * the first. At the bottom of the page the last section is active, though it may be too short
 * ever to reach the line (spec.md: every section can become active).
 */
export function activeSectionAt(tops: readonly number[], line: number, atPageBottom: boolean): number | null {
  if (tops.length === 0) return null;
  if (atPageBottom) return tops.length - 1;
  let active: number | null = null;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}
