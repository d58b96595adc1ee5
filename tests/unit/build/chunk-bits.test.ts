import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkBits, chunksBySharing } from '../../../build/chunk-bits';
import { chunksOf, HASH_LENGTH } from '../../../loader/manifest-entry';

const HASH = 'BDB3A828';

describe('the manifest’s chunk sets (build/chunk-bits.ts writes, loader/manifest-entry.ts reads)', () => {
  it('writes five chunks a base-32 digit, lowest bit first, and no digit past the last chunk', () => {
    expect(chunkBits([0, 1, 5, 12])).toBe('314');
    expect(chunkBits([4, 9, 14, 19, 24, 29, 34])).toBe('ggggggg');
    expect(chunkBits([0, 1, 2, 3, 4])).toBe('v');
    expect(chunkBits([20])).toBe('00001');
    expect(chunkBits([])).toBe('');
  });

  it('gives the loader back every set the build writes, after the widget’s hash', () => {
    expect(HASH).toHaveLength(HASH_LENGTH);
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(300), { maxLength: 120 }), (chunks) => {
        expect(chunksOf(HASH + chunkBits(chunks))).toEqual([...chunks].sort((a, b) => a - b));
      }),
    );
  });

  it('numbers the chunks the most widgets share first, so most sets begin alike', () => {
    const closures = [['chunks/ui.js', 'chunks/framework.js'], ['chunks/framework.js'], ['chunks/map.js', 'chunks/framework.js', 'chunks/ui.js']];
    expect(chunksBySharing(closures)).toEqual(['chunks/framework.js', 'chunks/ui.js', 'chunks/map.js']);
  });
});
