import type { ContractorEntry } from '../../core/api/service';

/** The directory by county, in the order the content lists them ('Polk County', 'Osceola County'). */
export function byCounty(entries: readonly ContractorEntry[]): [county: string, entries: ContractorEntry[]][] {
  const counties = new Map<string, ContractorEntry[]>();
  for (const entry of entries) {
    const county = entry.county ? `${entry.county} County` : 'Every county';
    counties.set(county, [...(counties.get(county) ?? []), entry]);
  }
  return [...counties];
}

/** spec.md section 2's three lists of the page; an entry without a group belongs to the directory. */
export function inGroup(
  entries: readonly ContractorEntry[],
  group: 'directory' | 'during-construction' | 'after-hours',
): ContractorEntry[] {
  return entries.filter((e) => (e.group || 'directory') === group);
}
