/** Small helpers the demo's drawings share: a seeded random source, numbers, gradients. */

export interface Drawing {
  defs: string[];
  body: string[];
  /** The drawing's own width and height (1200×800 unless square). */
  box?: [number, number];
}

export interface Rng {
  (): number;
  /** A whole number from `low` to `high`, both included. */
  int(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  /** `value` moved by up to ±`spread`. */
  jitter(value: number, spread: number): number;
}

/** A 32-bit hash of a string (the picture's name seeds its drawing: same name, same picture). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function rngOf(seed: number | string): Rng {
  let s = typeof seed === 'string' ? hashOf(seed) : seed >>> 0;
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.int = (low, high) => low + Math.floor(next() * (high - low + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.jitter = (value, spread) => value + (next() * 2 - 1) * spread;
  return next;
}

/** A coordinate, rounded: the drawings are 1200 units wide, a unit is less than a pixel. */
export const n = (value: number): string => String(Math.round(value));

/** A vertical (or, with `horizontal`, left-to-right) linear gradient. */
export const linear = (id: string, stops: [number, string][], horizontal = false): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

export const radial = (id: string, stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([at, color]) => `<stop offset="${at}" stop-color="${color}"/>`)
    .join('')}</radialGradient>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export const poly = (points: [number, number][], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;

/** Many straight strokes of one colour as a single path. */
export const lines = (segments: [number, number, number, number][], stroke: string, width = 2): string =>
  segments.length
    ? `<path d="${segments.map(([x1, y1, x2, y2]) => `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`).join('')}" stroke="${stroke}" stroke-width="${width}" fill="none"/>`
    : '';

/** Many rectangles of one fill (or, with `stroke`, outlines) as a single path. */
export const boxes = (list: [number, number, number, number][], fill: string, stroke = ''): string =>
  list.length
    ? `<path d="${list.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`).join('')}" ${
        stroke ? `fill="none" stroke="${fill}" stroke-width="${stroke}"` : `fill="${fill}"`
      }/>`
    : '';

/** A whole SVG document; `box` is its drawing's width and height, `size` the pixels it says it has. */
export const svgDocument = (box: [number, number], size: [number, number], defs: string[], body: string[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}" viewBox="0 0 ${box[0]} ${box[1]}" preserveAspectRatio="xMidYMid slice">${
    defs.length ? `<defs>${defs.join('')}</defs>` : ''
  }${body.join('')}</svg>`;

/** A tree seen from the side: a trunk and a crown of overlapping leaf clumps in three shades. */
export function tree(r: Rng, x: number, ground: number, height: number, hue = 110): string {
  const crown = height * 0.62;
  const cy = ground - height + crown / 2;
  const parts = [rect(x - height * 0.03, cy, height * 0.06, ground - cy, '#6b4f35')];
  const base = r.int(hue - 12, hue + 12);
  for (let shade = 0; shade < 3; shade++) {
    const clumps: string[] = [];
    for (let i = 0; i < 2; i++)
      clumps.push(
        `<circle cx="${n(r.jitter(x, crown * 0.36))}" cy="${n(r.jitter(cy, crown * 0.28) - shade * crown * 0.08)}" r="${n(crown * r.jitter(0.32, 0.07))}"/>`,
      );
    parts.push(`<g fill="hsl(${base} 38% ${22 + shade * 7}%)">${clumps.join('')}</g>`);
  }
  return parts.join('');
}

/** A palm: a curved trunk with rings and a crown of fronds. */
export function palm(r: Rng, x: number, ground: number, height: number): string {
  const lean = r.jitter(0, height * 0.12);
  const top: [number, number] = [x + lean, ground - height];
  const parts = [
    `<path d="M${n(x - 9)} ${n(ground)}Q${n(x + lean * 0.2)} ${n(ground - height / 2)} ${n(top[0] - 5)} ${n(top[1])}L${n(top[0] + 5)} ${n(top[1])}Q${n(x + lean * 0.2 + 12)} ${n(ground - height / 2)} ${n(x + 9)} ${n(ground)}Z" fill="#8a7257"/>`,
  ];
  const rings: [number, number, number, number][] = [];
  for (let i = 1; i < 7; i++) {
    const y = ground - (height * i) / 7;
    const cx = x + lean * (i / 7) ** 2;
    rings.push([cx - 7, y, cx + 7, y + 3]);
  }
  parts.push(lines(rings, '#6e5a43'));
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI * 2 * i) / 8 + r.jitter(0, 0.2);
    const len = height * r.jitter(0.36, 0.06);
    const ex = top[0] + Math.cos(a) * len;
    const ey = top[1] + Math.sin(a) * len * 0.55 + len * 0.25;
    const mx = top[0] + Math.cos(a) * len * 0.5;
    const my = top[1] + Math.sin(a) * len * 0.3 - len * 0.18;
    parts.push(
      `<path d="M${n(top[0])} ${n(top[1])}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + 16)} ${n(top[0])} ${n(top[1] + 6)}Z" fill="hsl(${r.int(95, 125)} 45% ${r.int(24, 34)}%)"/>`,
    );
  }
  return parts.join('');
}

/** A low shrub of a few round clumps, with a few flowers. */
export function shrub(r: Rng, x: number, ground: number, width: number, flowers = false): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++)
    parts.push(
      `<circle cx="${n(x + (width * (i - 1)) / 3.5)}" cy="${n(ground - width * 0.18)}" r="${n(width * r.jitter(0.22, 0.04))}" fill="hsl(${r.int(100, 140)} 35% ${r.int(24, 34)}%)"/>`,
    );
  if (flowers)
    for (let i = 0; i < 3; i++)
      parts.push(
        `<circle cx="${n(r.jitter(x, width * 0.4))}" cy="${n(r.jitter(ground - width * 0.25, width * 0.1))}" r="${n(width * 0.035)}" fill="${r.pick(['#f3c1d0', '#f7e27a', '#ffffff', '#e8877f'])}"/>`,
      );
  return parts.join('');
}

/** A few soft clouds across a sky. */
export function clouds(r: Rng, width: number, top: number, count: number, color = '#ffffff', opacity = 0.8): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = r.jitter(((i + 0.5) * width) / count, width / count / 3);
    const cy = r.jitter(top, 40);
    const w = r.int(90, 170);
    parts.push(
      `<g fill="${color}" opacity="${opacity}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${w}" ry="${n(w * 0.22)}"/><ellipse cx="${n(cx - w * 0.3)}" cy="${n(cy - w * 0.12)}" rx="${n(w * 0.4)}" ry="${n(w * 0.25)}"/><ellipse cx="${n(cx + w * 0.25)}" cy="${n(cy - w * 0.18)}" rx="${n(w * 0.35)}" ry="${n(w * 0.28)}"/></g>`,
    );
  }
  return parts.join('');
}
