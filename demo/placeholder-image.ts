import type { Context } from 'hono';
import { pictureSvg } from './pictures';
import { sitePlanImage } from './site-plan-image';

/**
 * The demo's pictures, drawn on request (demo/pictures/), so no demo page reaches the internet:
 * /demo-assets/plan-aspen-elevation-b-large.svg is the Aspen's elevation B at 1200×800, -small and
 * -thumb the same drawing at 480×320; badges and portraits are square.
 */
export function placeholderImage(c: Context, name: string): Response | Promise<Response> {
  if (name.startsWith('site-plan-')) return sitePlanImage(c, name);
  const m = /^([a-z0-9-]+?)(?:-(small|large|thumb))?\.svg$/.exec(name);
  const svg = m && pictureSvg(m[1], m[2] === 'small' || m[2] === 'thumb' ? [480, 320] : [1200, 800]);
  if (!svg) return c.notFound();
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
