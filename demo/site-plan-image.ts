import type { Context } from 'hono';
import { centreOf, lotOutlines, PARK, PLAN_HEIGHT, PLAN_WIDTH, POND, STREETS } from './data/lot-layout';

const TEXT = 'font-family="sans-serif" text-anchor="middle"';

/**
 * A community's site plan, drawn on request like the placeholder pictures:
 * /demo-assets/site-plan-12-large.svg. The streets, the park and pool, the pond, the numbered lots
 * in rows and the model row of demo/data/lot-layout.ts, the geometry the lots of /api/lot are cut
 * from, so the live lot map lies exactly on the picture. The pond shifts a little with the
 * community's id. The lots carry no status: the picture is the same while lots sell, and a CMS
 * without the lot read still shows an honest plan.
 */
export function sitePlanImage(c: Context, name: string): Response | Promise<Response> {
  const m = /^site-plan-(\d+)-(small|large)\.svg$/.exec(name);
  if (!m) return c.notFound();
  const id = Number(m[1]);
  const [w, h] = m[2] === 'small' ? [600, 400] : [2400, 1600];
  const pondX = POND.cx + (id % 5) * 10;
  const parts: string[] = [
    `<rect width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" fill="#eef3e6"/>`,
    // The preserve's trees along the top edge and the conservation strip at the bottom.
    `<rect x="0" y="0" width="${PLAN_WIDTH}" height="56" fill="#cfe3bf"/>`,
    `<rect x="0" y="1420" width="1540" height="180" fill="#dcebd0"/>`,
    `<text x="770" y="1520" ${TEXT} font-size="44" fill="#3d5a2c">Conservation area</text>`,
    `<ellipse cx="${pondX}" cy="${POND.cy}" rx="${POND.rx}" ry="${POND.ry}" fill="#a9cfe6" stroke="#6d9fbf" stroke-width="6"/>`,
    `<text x="${pondX}" y="${POND.cy + 14}" ${TEXT} font-size="44" fill="#27506b">Pond</text>`,
    `<rect x="${PARK.x}" y="${PARK.y}" width="${PARK.width}" height="${PARK.height}" rx="24" fill="#b9d9a3" stroke="#7fa96a" stroke-width="6"/>`,
    `<rect x="${PARK.x + 190}" y="${PARK.y + 260}" width="200" height="110" rx="16" fill="#8cc4e0" stroke="#5a93b3" stroke-width="4"/>`,
    `<text x="${PARK.x + PARK.width / 2}" y="${PARK.y + 150}" ${TEXT} font-size="48" fill="#2f5220">Park &amp; pool</text>`,
  ];
  for (const s of STREETS) {
    parts.push(`<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" fill="#c9c9c9"/>`);
    const vertical = s.height > s.width;
    const [cx, cy] = [s.x + s.width / 2, s.y + s.height / 2 + 12];
    parts.push(
      vertical
        ? `<text x="${cx}" y="${cy}" ${TEXT} font-size="34" fill="#3a3a3a" transform="rotate(-90 ${cx} ${cy - 12})">${s.name}</text>`
        : `<text x="${s.x + 200}" y="${cy}" ${TEXT} font-size="34" fill="#3a3a3a">${s.name}</text>`,
    );
  }
  for (const lot of lotOutlines()) {
    const [x, y] = centreOf(lot.corners);
    parts.push(
      `<polygon points="${lot.corners.map((p) => p.join(',')).join(' ')}" fill="#fffdf6" stroke="#5b5b5b" stroke-width="4"/>`,
      `<text x="${x}" y="${y + 14}" ${TEXT} font-size="40" fill="#1f2933">${lot.number}</text>`,
    );
  }
  parts.push(
    `<text x="1585" y="1585" ${TEXT} font-size="30" fill="#1f2933">Entrance</text>`,
    '<path d="M 2280 1440 l 40 100 l -40 -30 l -40 30 z" fill="#1f2933"/>',
    `<text x="2280" y="1420" ${TEXT} font-size="40">N</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}" role="img" aria-label="Site plan of community ${id}">${parts.join('')}</svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
