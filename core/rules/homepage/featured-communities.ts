/** How many cards a featured strip shows when the editor does not say: one row on a desktop. */
export const FEATURED_DEFAULT_COUNT = 3;
/** At most this many, whatever data-count says: a home page's strip, not the whole list. */
export const FEATURED_MAX_COUNT = 12;

/** data-count as a number of cards: whole, from 1 to FEATURED_MAX_COUNT, the default without one. */
export const featuredCount = (count: number | undefined): number =>
  count === undefined ? FEATURED_DEFAULT_COUNT : Math.min(Math.max(Math.round(count), 1), FEATURED_MAX_COUNT);

/**
 * The communities a featured strip shows: those the editor named (data-ids), in the editor's
 * order, skipping ids the API does not know; otherwise the communities now selling first (in
 * the API's order), then the rest, `count` of them.
 */
export function featuredCommunities<T extends { id: number; availability?: string | null }>(
  communities: readonly T[],
  ids: readonly number[] | undefined,
  count: number,
): T[] {
  if (ids?.length) return ids.flatMap((id) => communities.find((c) => c.id === id) ?? []).slice(0, FEATURED_MAX_COUNT);
  const selling = communities.filter((c) => c.availability === 'now-selling');
  return [...selling, ...communities.filter((c) => c.availability !== 'now-selling')].slice(0, count);
}
