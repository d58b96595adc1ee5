import type { ContractorEntry } from '../../core/api/service';

/**
 * The directory by county, in the order the content lists them, each under the name `countyName`
 * gives it ('Polk County', 'Osceola County'; 'Every county' for an entry without one).
 */
export function byCounty(
  entries: readonly ContractorEntry[],
  countyName: (county: string | undefined) => string,
): [county: string, entries: ContractorEntry[]][] {
  const counties = new Map<string, ContractorEntry[]>();
  for (const entry of entries) {
    const county = countyName(entry.county || undefined);
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
