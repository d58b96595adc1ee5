import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const shipped = [...sources('core'), ...sources('widgets'), ...sources('loader')];

describe('conventions every widget relies on', () => {
  it('uses usePageId, never React’s useId: under preact it restarts in every widget root, so ids would repeat on a page', () => {
    const offenders = shipped.filter((f) => /\buseId\b[^'"]*from 'react'|import \{[^}]*\buseId\b[^}]*\} from 'react'/.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('never writes innerHTML or inline <style>, so widgets hold under a strict Content-Security-Policy', () => {
    const offenders = shipped.filter((f) => /\.innerHTML\s*=|insertAdjacentHTML|createElement\(['"]style['"]\)/.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the README', () => {
  it('lists every widget in its catalogue, so editors know how to embed it', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const missing = readdirSync(join(root, 'widgets')).filter((name) => !readme.includes(`\`hb-${name}\``));
    expect(missing).toEqual([]);
  });
});
