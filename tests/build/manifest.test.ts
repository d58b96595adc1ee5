import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chunksOf, HASH_LENGTH } from '../../loader/manifest-entry';
import { readManifest, staticClosure } from './bundle-sizes';

const outdir = join(inject('distRoot'), 'widgets');
const built = readManifest(outdir);

describe('the manifest the loader reads', () => {
  it.each(Object.keys(built.widgets))('lists every chunk %s imports statically, however deep (what the loader preloads)', (widget) => {
    const { js, chunks } = built.widgets[widget];
    expect(chunks).toEqual([...staticClosure(outdir, js)].filter((f) => f !== js).sort());
  });

  it('gives the loader each widget’s hash and its chunks, as a set of one list of chunks', async () => {
    const module = (await import(join(outdir, built.manifest))) as { default: Record<string, string>; c: string[] };
    for (const [widget, { js, chunks }] of Object.entries(built.widgets)) {
      const entry = module.default[widget];
      expect(`${widget}-${entry.slice(0, HASH_LENGTH)}.js`).toBe(js);
      expect(chunksOf(entry).map((i) => module.c[i]).sort()).toEqual(chunks);
    }
  });
});
