import type { Context } from 'hono';

/**
 * A community's site plan, drawn on request like the placeholder pictures:
 * /demo-assets/site-plan-12-large.svg. Streets, numbered lots (some sold), a pond and a park,
 * laid out from the community's id, so each community has its own plan and every start the same.
 */
export function sitePlanImage(c: Context, name: string): Response | Promise<Response> {
  const m = /^site-plan-(\d+)-(small|large)\.svg$/.exec(name);
  if (!m) return c.notFound();
  const id = Number(m[1]);
  const [w, h] = m[2] === 'small' ? [600, 400] : [2400, 1600];
  let seed = id * 7919;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const parts: string[] = [
    '<rect width="2400" height="1600" fill="#eef3e6"/>',
    // A pond and a park where the plan leaves room for them.
    `<ellipse cx="${1900 + (id % 5) * 20}" cy="1250" rx="330" ry="210" fill="#a9cfe6" stroke="#6d9fbf" stroke-width="6"/>`,
    '<text x="1900" y="1262" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#27506b">Pond</text>',
    '<rect x="1620" y="180" width="600" height="520" rx="24" fill="#b9d9a3" stroke="#7fa96a" stroke-width="6"/>',
    '<text x="1920" y="455" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#2f5220">Park &amp; pool</text>',
  ];
  // Three streets across, lots on both sides of each.
  let lot = 1;
  for (let row = 0; row < 3; row++) {
    const y = 220 + row * 460;
    parts.push(`<rect x="120" y="${y}" width="1420" height="90" fill="#c9c9c9"/>`);
    for (const side of [-1, 1])
      for (let col = 0; col < 9; col++) {
        const x = 140 + col * 156;
        const top = side < 0 ? y - 150 : y + 100;
        const sold = random() < 0.4;
        parts.push(
          `<rect x="${x}" y="${top}" width="140" height="140" fill="${sold ? '#d8d2c4' : '#fffdf6'}" stroke="#5b5b5b" stroke-width="4"/>`,
          `<text x="${x + 70}" y="${top + 84}" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1f2933">${lot++}</text>`,
        );
      }
  }
  parts.push(
    '<path d="M 2280 1440 l 40 100 l -40 -30 l -40 30 z" fill="#1f2933"/><text x="2280" y="1420" font-family="sans-serif" font-size="40" text-anchor="middle">N</text>',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 2400 1600" role="img" aria-label="Site plan of community ${id}">${parts.join('')}</svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
