import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest, staticClosure } from './bundle-sizes';

const outdir = join(inject('distRoot'), 'widgets');
const built = readManifest(outdir);

describe('the manifest the loader reads', () => {
  it.each(Object.keys(built.widgets))(
    'lists every chunk %s imports statically, however deep (what the loader preloads)',
    (widget) => {
      const { js, chunks } = built.widgets[widget];
      expect(chunks).toEqual([...staticClosure(outdir, js)].filter((f) => f !== js).sort());
    },
  );

  it('gives the loader one line a widget, in a folder named by their hash: the widget’s hash, then its chunks; beside them the page-wide stylesheet every widget’s CSS comes after', async () => {
    expect(built.manifest).toMatch(/^manifest-[0-9a-f]{8}\/$/);
    expect(readdirSync(join(outdir, built.manifest)).sort()).toEqual(
      [...Object.keys(built.widgets).map((w) => `${w}.js`), 'page-base.css'].sort(),
    );
    for (const [widget, { js, css, chunks }] of Object.entries(built.widgets)) {
      expect(css).toEqual([`${built.manifest}page-base.css`, js.replace(/\.js$/, '.css')]);
      const [hash, ...listed] = ((await import(join(outdir, built.manifest, `${widget}.js`))) as { default: string[] })
        .default;
      expect(`${widget}-${hash}.js`).toBe(js);
      expect(listed).toEqual(chunks);
    }
  });
});
