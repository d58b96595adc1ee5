/**
 * The manifest's chunk sets, dense: each widget's set of chunks as base-32 digits, five chunks a
 * digit (chunk i is bit i % 5 of digit i / 5), after its 8-character hash. With the chunks
 * numbered from the most widely shared down, the sets of most widgets begin alike; this writes
 * the manifest's widget table in about 300 B less gzip than lists of numbers, on every page.
 * loader/manifest-entry.ts (chunksOf) reads it back.
 */
export function chunkBits(indexes: readonly number[]): string {
  const digits: number[] = [];
  for (const i of indexes) digits[Math.floor(i / 5)] = (digits[Math.floor(i / 5)] ?? 0) | (1 << i % 5);
  return Array.from(digits, (digit) => (digit ?? 0).toString(32)).join('');
}

/** The chunks in the order the manifest numbers them: the most widely shared first, then by name. */
export function chunksBySharing(closures: readonly (readonly string[])[]): string[] {
  const widgets = new Map<string, number>();
  for (const chunks of closures) for (const chunk of chunks) widgets.set(chunk, (widgets.get(chunk) ?? 0) + 1);
  return [...widgets.keys()].sort((a, b) => widgets.get(b)! - widgets.get(a)! || (a < b ? -1 : 1));
}
