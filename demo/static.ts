import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

/**
 * A content-hashed file never changes under its name: read once, answered from memory after.
 * Other files (loader.js, manifest.json, a rebuild's) are read each time, so a rebuild shows.
 */
const hashedFiles = new Map<string, Buffer<ArrayBuffer>>();

/**
 * Serves files as a CDN should: content-hashed files for a year (immutable), loader.js and
 * manifest.json briefly, so a deploy reaches visitors within minutes.
 */
export async function serveFile(c: Context, folder: string, relativePath: string): Promise<Response> {
  const path = normalize(join(folder, relativePath));
  if (!path.startsWith(normalize(folder))) return c.notFound();
  // Content-hashed: a name ending in -<hash>, or a line of the manifest, in its hash-named folder.
  const hashed =
    /-[A-Za-z0-9]{8}\.(js|css|svg|png|woff2)$/.test(relativePath) ||
    /(^|\/)manifest-[0-9a-f]{8}\/[a-z-]+\.js$/.test(relativePath);
  const stable = /(^|\/)(loader\.js|manifest\.json)$/.test(relativePath) || !hashed;
  let body = stable ? undefined : hashedFiles.get(path);
  if (!body) {
    try {
      if (!(await stat(path)).isFile()) return c.notFound();
      body = await readFile(path);
    } catch {
      return c.notFound();
    }
    if (!stable) hashedFiles.set(path, body);
  }
  return c.body(body, 200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': stable ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
}
