import type { Context } from 'hono';
import { sitePlanImage } from './site-plan-image';

/**
 * Local placeholder pictures, drawn on request, so no demo page reaches the internet:
 * /demo-assets/community-3-large.svg draws a house with "community 3" under it.
 */
export function placeholderImage(c: Context, name: string): Response | Promise<Response> {
  if (name.startsWith('site-plan-')) return sitePlanImage(c, name);
  const m = /^([a-z0-9-]+?)(?:-(small|large|thumb))?\.svg$/.exec(name);
  if (!m) return c.notFound();
  const [w, h] = m[2] === 'small' || m[2] === 'thumb' ? [480, 320] : [1200, 800];
  let hash = 0;
  for (const ch of m[1]) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const label = m[1].replace(/-/g, ' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1200 800" role="img" aria-label="${label}">
<rect width="1200" height="800" fill="hsl(${hue} 45% 82%)"/>
<rect y="560" width="1200" height="240" fill="hsl(${(hue + 90) % 360} 35% 62%)"/>
<polygon points="380,360 600,200 820,360" fill="hsl(${hue} 30% 35%)"/>
<rect x="420" y="360" width="360" height="220" fill="#fdfdfb"/>
<rect x="560" y="450" width="80" height="130" fill="hsl(${hue} 30% 35%)"/>
<rect x="450" y="400" width="80" height="60" fill="hsl(200 60% 75%)"/><rect x="670" y="400" width="80" height="60" fill="hsl(200 60% 75%)"/>
<text x="600" y="700" font-family="sans-serif" font-size="54" text-anchor="middle" fill="#1f2933">${label.replace(/[<&]/g, '')}</text>
</svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
