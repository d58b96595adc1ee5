/** One year of awards, as the awards page lists them. */
export interface AwardYear<A extends { year: number }> {
  year: number;
  awards: A[];
}

/**
 * spec.md "Awards: list by year": awards grouped by year, newest year first; within a year they
 * keep the CMS's order (the editor's order is the builder's emphasis).
 */
export function awardsByYear<A extends { year: number }>(awards: readonly A[]): AwardYear<A>[] {
  const years = new Map<number, A[]>();
  for (const award of awards) {
    const list = years.get(award.year);
    if (list) list.push(award);
    else years.set(award.year, [award]);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, awards: list }));
}
