/** A manifest entry begins with the widget's hash: its files are <name>-<hash>.js and .css. */
export const HASH_LENGTH = 8;

/**
 * The indexes in the manifest's `c` of the chunks a widget's entry holds after its hash: chunk i
 * is bit i % 5 of base-32 digit i / 5 (build/chunk-bits.ts writes them).
 */
export function chunksOf(entry: string): number[] {
  const chunks: number[] = [];
  for (let i = 0; i < 5 * (entry.length - HASH_LENGTH); i++) if ((parseInt(entry[HASH_LENGTH + ((i / 5) | 0)], 32) >> i % 5) & 1) chunks.push(i);
  return chunks;
}
