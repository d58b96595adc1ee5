/** A span of days: spec.md section 9 gives each stage of the build as one. */
export interface DaySpan {
  min?: number;
  max: number;
}

/** spec.md section 9: 90-120 days from contract to start, 90-150 days to build, up to 14 days to close. */
export const CONTRACT_TO_START_DAYS: DaySpan = { min: 90, max: 120 };
export const BUILD_DAYS: DaySpan = { min: 90, max: 150 };
export const CLOSE_DAYS: DaySpan = { max: 14 };

/** spec.md section 9: the warranties every home comes with, longest first. */
export const WARRANTIES = [
  { term: '10-year', covers: 'structural' },
  { term: 'Two-year', covers: 'systems' },
  { term: 'One-year', covers: 'workmanship' },
] as const;

/** "90-120 days", "up to 14 days". */
export const formatDaySpan = (span: DaySpan): string =>
  span.min === undefined ? `up to ${span.max} days` : `${span.min}-${span.max} days`;

/** spec.md section 4: the building process slideshow wraps around at both ends (after the last, the first; before the first, the last). */
export const wrapStep = (index: number, count: number): number => ((index % count) + count) % count;
