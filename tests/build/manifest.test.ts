import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest, staticClosure } from './bundle-sizes';

const outdir = join(inject('distRoot'), 'widgets');
const built = readManifest(outdir);

describe('the manifest the loader reads', () => {
  it.each(Object.keys(built.widgets))('lists every chunk %s imports statically, however deep (what the loader preloads)', (widget) => {
    const { js, chunks } = built.widgets[widget];
    expect(chunks).toEqual([...staticClosure(outdir, js)].filter((f) => f !== js).sort());
  });

  it('gives the loader each widget’s hash and the indexes of its chunks in one list of chunks', async () => {
    const module = (await import(join(outdir, built.manifest))) as { default: Record<string, [string, ...number[]]>; c: string[] };
    for (const [widget, { js, chunks }] of Object.entries(built.widgets)) {
      const [hash, ...indexes] = module.default[widget];
      expect(`${widget}-${hash}.js`).toBe(js);
      expect(indexes.map((i) => module.c[i])).toEqual(chunks);
    }
  });
});
