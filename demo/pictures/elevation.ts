/** A home's front elevation, drawn from its look (demo/pictures/looks.ts): roof, finish, garage, porch, colours. */
import type { ElevationLook } from './looks';
import { boxes, clouds, line, lines, linear, n, palm, poly, radial, type Rng, rect, shrub, tree } from './svg';

const GROUND = 600;
/** Fine texture (stucco, shingles, stones) only where the house is drawn large. */
let detail = true;

const bodyColor = (look: ElevationLook, dl = 0) => {
  const [, h, s, l] = look.color;
  return `hsl(${h} ${s}% ${Math.max(0, Math.min(100, l + dl))}%)`;
};

/** A window with a white frame, reflecting the sky, with mullions, a sill and (maybe) shutters. */
function window_(x: number, y: number, w: number, h: number, look: ElevationLook, id: string, lit = false): string {
  if (!detail)
    return (
      rect(x - 6, y - 6, w + 12, h + 12, '#f7f5ef') +
      rect(x, y, w, h, lit ? 'url(#lit)' : 'url(#glass)') +
      lines(
        [
          [x + w / 2, y, x + w / 2, y + h],
          [x, y + h / 2, x + w, y + h / 2],
        ],
        '#f7f5ef',
        5,
      ) +
      (look.shutters
        ? boxes(
            [
              [x - 6 - w * 0.42, y - 6, w * 0.42, h + 12],
              [x + w + 6, y - 6, w * 0.42, h + 12],
            ],
            `url(#${id}s)`,
          )
        : '')
    );
  const parts = [
    rect(x - 6, y - 6, w + 12, h + 12, '#f7f5ef'),
    rect(x, y, w, h, lit ? 'url(#lit)' : 'url(#glass)'),
    line(x + w / 2, y, x + w / 2, y + h, '#f7f5ef', 4),
    line(x, y + h / 2, x + w, y + h / 2, '#f7f5ef', 4),
    line(x + w / 4, y, x + w / 4, y + h / 2, '#f7f5ef', 2),
    line(x + (3 * w) / 4, y, x + (3 * w) / 4, y + h / 2, '#f7f5ef', 2),
    rect(x - 12, y + h + 6, w + 24, 8, '#e9e4d8'),
  ];
  if (look.shutters)
    for (const sx of [x - 6 - w * 0.42, x + w + 6]) {
      parts.push(rect(sx, y - 6, w * 0.42, h + 12, `url(#${id}s)`));
      if (detail) {
        const segs: [number, number, number, number][] = [];
        for (let ly = y + 4; ly < y + h; ly += 9) segs.push([sx + 4, ly, sx + w * 0.42 - 4, ly]);
        parts.push(lines(segs, '#0000002a'));
      }
    }
  return parts.join('');
}

/** A wall's finish: stucco speckles, lap siding lines, or a stone or brick wainscot. */
function finish(r: Rng, x: number, top: number, w: number, bottom: number, look: ElevationLook, id: string): string {
  const parts: string[] = [rect(x, top, w, bottom - top, `url(#${id}w)`)];
  if (look.accent === 'siding') {
    const segs: [number, number, number, number][] = [];
    for (let y = top + 12; y < bottom; y += 13) segs.push([x, y, x + w, y]);
    parts.push(lines(segs, '#00000024'));
  } else if (detail) {
    const dots: string[] = [];
    for (let i = 0; i < Math.round(w / 30); i++)
      dots.push(`<circle cx="${n(x + r() * w)}" cy="${n(top + r() * (bottom - top))}" r="${n(1 + r() * 2)}"/>`);
    parts.push(`<g fill="#0000000f">${dots.join('')}</g>`);
  }
  if (!detail && (look.accent === 'stone' || look.accent === 'brick'))
    parts.push(rect(x, bottom - 76, w, 76, look.accent === 'stone' ? 'hsl(32 16% 64%)' : 'hsl(10 45% 44%)'));
  else if (look.accent === 'stone') {
    const wain = 84;
    parts.push(rect(x, bottom - wain - 8, w, 8, '#d8d2c2'), rect(x, bottom - wain, w, wain, '#9c9486'));
    const shades: [number, number, number, number][][] = [[], [], [], []];
    for (let y = bottom - wain; y < bottom; y += 21) {
      for (let sx = x + r.int(-20, 0); sx < x + w; ) {
        const sw = r.int(26, 52);
        const left = Math.max(sx, x);
        const right = Math.min(sx + sw - 3, x + w);
        if (right > left) shades[r.int(0, 3)].push([left, y, right - left, 18]);
        sx += sw;
      }
    }
    ['#b9ae9c', '#c9bfae', '#a99e8c', '#d3cbbb'].forEach((c, i) => parts.push(boxes(shades[i], c)));
  } else if (look.accent === 'brick') {
    const wain = 70;
    parts.push(rect(x, bottom - wain, w, wain, '#efe7dc'));
    const shades: [number, number, number, number][][] = [[], [], []];
    for (let row = 0, y = bottom - wain + 1; y < bottom; y += 14, row++)
      for (let bx = x - (row % 2) * 20; bx < x + w; bx += 40) {
        const left = Math.max(bx, x);
        const right = Math.min(bx + 37, x + w);
        if (right > left) shades[r.int(0, 2)].push([left, y, right - left, 11]);
      }
    ['#a5503a', '#b5614a', '#94452f'].forEach((c, i) => parts.push(boxes(shades[i], c)));
  }
  return parts.join('');
}

/** A roof over a wall from x to x + w whose top is at `top`: hip, gable (with its gable face) or barrel tile. */
function roof(r: Rng, id: string, x: number, top: number, w: number, look: ElevationLook, pitch = 0.3): string {
  const rise = Math.min(w * pitch, 150);
  const eave = 28;
  const hip = look.roof !== 'gable';
  const shape: [number, number][] = hip
    ? [
        [x - eave, top + 6],
        [x + w + eave, top + 6],
        [x + w - rise * 1.25, top - rise],
        [x + rise * 1.25, top - rise],
      ]
    : [
        [x - eave, top + 6],
        [x + w + eave, top + 6],
        [x + w / 2, top - rise],
      ];
  const tile = look.roof === 'tile';
  const parts = [
    `<clipPath id="${id}">${poly(shape, '#000')}</clipPath>`,
    poly(shape, tile ? 'url(#tile)' : 'url(#shingle)'),
    `<g clip-path="url(#${id})">`,
  ];
  const segs: [number, number, number, number][] = [];
  const tileRows: string[] = [];
  const light: [number, number, number, number][] = [];
  const dark: [number, number, number, number][] = [];
  for (let y = top + 2; y > top - rise; y -= tile ? 16 : 11) {
    if (tile && detail) {
      let d = `M${n(x - eave)} ${n(y)}`;
      for (let tx = x - eave; tx < x + w + eave; tx += 22) d += 'q11 -9 22 0';
      tileRows.push(d);
    } else {
      segs.push([x - eave, y, x + w + eave, y]);
      if (detail)
        for (let k = 0; k < w / 140; k++)
          (r() < 0.5 ? light : dark).push([x - eave + r() * (w + eave), y - 10, r.int(12, 30), 9]);
    }
  }
  if (tileRows.length) parts.push(`<path d="${tileRows.join('')}" fill="none" stroke="#00000038" stroke-width="3"/>`);
  parts.push(lines(segs, '#00000030'), boxes(light, '#ffffff14'), boxes(dark, '#00000016'), '</g>');
  parts.push(line(x - eave, top + 6, x + w + eave, top + 6, '#f4f1ea', 6));
  if (!hip) {
    // The gable face: board and batten with a vent.
    const inset = 30;
    const face: [number, number][] = [
      [x + inset * 1.6, top],
      [x + w - inset * 1.6, top],
      [x + w / 2, top - rise + inset],
    ];
    parts.push(poly(face, bodyColor(look, -8)));
    const battens: [number, number, number, number][] = [];
    for (let bx = x + inset * 1.6 + 14; bx < x + w - inset * 1.6; bx += 16) {
      const h = Math.max(0, rise - inset - (Math.abs(bx - (x + w / 2)) / (w / 2 - inset * 1.6)) * (rise - inset));
      if (h > 2) battens.push([bx, top, bx, top - h]);
    }
    parts.push(lines(battens, '#00000022', 3));
    parts.push(
      `<path d="M${n(x + w / 2 - 22)} ${n(top - rise * 0.35)}a22 22 0 0 1 44 0v20h-44z" fill="#f7f5ef"/>`,
      line(x + w / 2 - 22, top - rise * 0.35 + 8, x + w / 2 + 22, top - rise * 0.35 + 8, '#00000033', 2),
    );
  }
  return parts.join('');
}

/** Garage doors: one wide door for two cars, a wide and a single door for three. */
function garage(x: number, w: number, look: ElevationLook): string {
  const doors = look.garage === 3 ? [240, 110] : [250];
  const gap = 24;
  const total = doors.reduce((s, d) => s + d, 0) + gap * (doors.length - 1);
  let dx = x + (w - total) / 2;
  const parts: string[] = [];
  for (const dw of doors) {
    const dh = 150;
    const top = GROUND - dh;
    parts.push(rect(dx - 8, top - 8, dw + 16, dh + 8, '#f4f1ea'), rect(dx, top, dw, dh, 'url(#door)'));
    const cols = Math.round(dw / 30);
    if (!detail)
      for (let row = 1; row < 4; row++)
        parts.push(line(dx, top + (row * dh) / 4, dx + dw, top + (row * dh) / 4, '#0000002a', 3));
    else {
      const panes: [number, number, number, number][] = [];
      const panels: [number, number, number, number][] = [];
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < cols; col++) {
          const px = dx + 5 + (col * (dw - 10)) / cols;
          const py = top + 6 + (row * (dh - 10)) / 4;
          if (row === 0 && look.accent !== 'brick')
            panes.push([px + 2, py + 4, (dw - 10) / cols - 6, (dh - 10) / 4 - 14]);
          else panels.push([px, py, (dw - 10) / cols - 4, (dh - 10) / 4 - 6]);
        }
      parts.push(boxes(panes, 'url(#glass)'), boxes(panels, '#0000002a', '2'));
    }
    parts.push(
      `<polygon points="${n(dx)},${GROUND} ${n(dx + dw)},${GROUND} ${n(dx + dw + 60)},800 ${n(dx - 60)},800" fill="url(#drive)"/>`,
    );
    dx += dw + gap;
  }
  return parts.join('');
}

/** The front door with sidelights and coach lights; a porch with columns when the look has one. */
function entry(x: number, top: number, look: ElevationLook, doorColor: string): string {
  const dw = 74;
  const dh = 150;
  const dx = x - dw / 2;
  const parts = [
    rect(dx - 34, GROUND - dh - 12, dw + 68, dh + 12, '#f4f1ea'),
    rect(dx - 26, GROUND - dh - 4, 18, dh + 4, 'url(#glass)'),
    rect(dx + dw + 8, GROUND - dh - 4, 18, dh + 4, 'url(#glass)'),
    rect(dx, GROUND - dh, dw, dh, doorColor),
    rect(dx + 12, GROUND - dh + 12, dw - 24, 48, 'url(#glass)'),
    boxes(
      [
        [dx + 12, GROUND - dh + 72, dw - 24, 28],
        [dx + 12, GROUND - dh + 108, dw - 24, 28],
      ],
      '#00000040',
      '3',
    ),
    `<circle cx="${n(dx + dw - 12)}" cy="${GROUND - 70}" r="4" fill="#d9b45a"/>`,
  ];
  for (const lx of [dx - 50, dx + dw + 44])
    parts.push(rect(lx, GROUND - dh + 10, 10, 26, '#2d2d2d'), rect(lx + 2, GROUND - dh + 14, 6, 16, '#ffd98a'));
  if (look.porch) {
    const pw = 260;
    const px = x - pw / 2;
    const beam = top + 10;
    parts.push(
      poly(
        [
          [px - 16, beam],
          [px + pw + 16, beam],
          [px + pw, beam - 40],
          [px, beam - 40],
        ],
        look.roof === 'tile' ? '#b8613f' : '#55514c',
      ),
      rect(px - 10, beam, pw + 20, 16, '#f4f1ea'),
    );
    for (const cx of [px, px + pw - 22])
      parts.push(
        rect(cx, beam + 16, 22, GROUND - beam - 16, '#f7f5ef'),
        look.accent === 'stone'
          ? rect(cx - 8, GROUND - 56, 38, 56, 'hsl(32 16% 62%)', ' rx="3"')
          : rect(cx - 4, GROUND - 14, 30, 14, '#e5dfd3'),
      );
    parts.push(rect(px - 10, GROUND, pw + 20, 12, '#d9d3c6'), rect(px + 30, GROUND + 12, pw - 60, 10, '#cfc8ba'));
  } else parts.push(rect(dx - 40, GROUND, dw + 80, 10, '#d9d3c6'));
  parts.push(
    `<polygon points="${n(dx)},${GROUND + 10} ${n(dx + dw)},${GROUND + 10} ${n(dx + dw + 20)},800 ${n(dx - 20)},800" fill="#d8d3c9"/>`,
  );
  return parts.join('');
}

export interface ElevationOptions {
  dusk?: boolean;
  /** Draw the sky and lawn (a whole picture) or only the house (part of a street). */
  scene?: boolean;
}

/** The front of one home, centred at `cx`, drawn at scale 1 on a 1200×800 picture. */
export function house(r: Rng, look: ElevationLook, cx: number, id: string, dusk = false, fine = true): string {
  detail = fine;
  const garageW = look.garage === 3 ? 420 : 320;
  const livingW = look.stories === 2 ? 440 : 480;
  const total = garageW + livingW;
  const x0 = cx - total / 2;
  const [gx, lx] = look.garageLeft ? [x0, x0 + garageW] : [x0 + livingW, x0];
  const storey = look.stories === 2 ? 165 : 205;
  const livingTop = GROUND - storey * look.stories;
  const garageTop = GROUND - 205;
  const doorColor = ['#2f4858', '#7a2e2e', '#3b5d3a', '#6b4a2b', '#22313f'][r.int(0, 4)];
  const parts: string[] = [
    linear(`${id}w`, [
      [0, bodyColor(look, -6)],
      [0.25, bodyColor(look)],
      [1, bodyColor(look, 3)],
    ]),
    linear(`${id}s`, [
      [0, `hsl(${(look.color[1] + 180) % 360} 25% 32%)`],
      [1, `hsl(${(look.color[1] + 180) % 360} 25% 22%)`],
    ]),
  ];
  // The living part first (a second storey rises behind the garage's roof).
  parts.push(roof(r, `${id}l`, lx, livingTop, livingW, look, look.stories === 2 ? 0.26 : 0.32));
  parts.push(finish(r, lx, livingTop, livingW, GROUND, look, id));
  if (look.stories === 2) {
    parts.push(rect(lx - 4, GROUND - storey - 8, livingW + 8, 10, '#f4f1ea'));
    for (let i = 0; i < 3; i++)
      parts.push(window_(lx + 40 + i * ((livingW - 80 - 90) / 2), livingTop + 32, 90, 100, look, id, dusk && i !== 1));
  }
  const doorX = look.garageLeft ? lx + livingW * 0.3 : lx + livingW * 0.7;
  const winX = look.garageLeft ? lx + livingW * 0.62 : lx + livingW * 0.14;
  parts.push(window_(winX, GROUND - 160, 110, 116, look, id, dusk));
  parts.push(roof(r, `${id}g`, gx, garageTop, garageW, look, 0.28));
  parts.push(finish(r, gx, garageTop, garageW, GROUND, look, id));
  parts.push(garage(gx, garageW, look));
  parts.push(entry(doorX, look.stories === 2 ? GROUND - storey : garageTop, look, doorColor));
  // Foundation planting.
  if (fine)
    for (let sx = lx + 20; sx < lx + livingW - 20; sx += 70)
      if (Math.abs(sx - doorX) > 90) parts.push(shrub(r, sx, GROUND + 14, 70, r() < 0.5));
  return parts.join('');
}

/** Sky, lawn, far trees: the setting of an elevation. */
export function setting(r: Rng, dusk: boolean, defsOut: string[]): string[] {
  defsOut.push(
    linear(
      'sky',
      dusk
        ? [
            [0, '#2b3a67'],
            [0.45, '#7d5a8c'],
            [0.8, '#f0906a'],
            [1, '#ffd39a'],
          ]
        : [
            [0, '#5d9fd6'],
            [0.6, '#a9d2ee'],
            [1, '#e8f4fb'],
          ],
    ),
    linear('lawn', [
      [0, dusk ? '#4f6b3a' : '#7fb152'],
      [1, dusk ? '#2f4524' : '#4f8a34'],
    ]),
    radial('sun', [
      [0, dusk ? '#fff1c4' : '#fffbe6'],
      [0.3, dusk ? '#ffc07a88' : '#fff6cc66'],
      [1, '#ffffff00'],
    ]),
  );
  const parts = [
    rect(0, 0, 1200, 800, 'url(#sky)'),
    `<circle cx="${r.int(150, 1050)}" cy="${dusk ? 470 : 120}" r="260" fill="url(#sun)"/>`,
    clouds(r, 1200, dusk ? 200 : 120, 4, dusk ? '#f6b8a0' : '#ffffff', dusk ? 0.5 : 0.85),
  ];
  for (let x = -40; x < 1260; x += r.int(120, 170)) parts.push(tree(r, x, 560, r.int(180, 260), dusk ? 140 : 110));
  parts.push(rect(0, 540, 1200, 260, 'url(#lawn)'));
  const stripes: [number, number, number, number][] = [];
  for (let x = 0; x < 1200; x += 80) stripes.push([x, 560, 40, 240]);
  parts.push(boxes(stripes, '#ffffff0c'));
  return parts;
}

/** The gradients every house uses. */
export function houseDefs(dusk = false): string[] {
  return [
    linear('glass', [
      [0, dusk ? '#3b4c6b' : '#cfe6f5'],
      [0.5, dusk ? '#26324a' : '#8bb6d6'],
      [1, dusk ? '#1b2436' : '#5d86a8'],
    ]),
    linear('lit', [
      [0, '#ffe6a8'],
      [1, '#f2b45c'],
    ]),
    linear('shingle', [
      [0, '#4a4a4f'],
      [1, '#6d6b6a'],
    ]),
    linear('tile', [
      [0, '#a9553a'],
      [1, '#cf7a52'],
    ]),
    linear('door', [
      [0, '#fbfaf6'],
      [1, '#e3ded3'],
    ]),
    linear('drive', [
      [0, '#d6d2ca'],
      [1, '#bdb8ae'],
    ]),
  ];
}

/** A whole elevation picture: the home on its lawn, with a tree or a palm beside it. */
export function elevationPicture(r: Rng, look: ElevationLook): { defs: string[]; body: string[] } {
  const defs = houseDefs();
  const body = setting(r, false, defs);
  body.push(rect(0, 700, 1200, 22, '#dcd8cf'));
  body.push(house(r, look, 600, 'h'));
  body.push(
    r() < 0.5 ? palm(r, look.garageLeft ? 1120 : 80, 760, 420) : tree(r, look.garageLeft ? 1110 : 90, 770, 420),
  );
  for (let x = 20; x < 1200; x += 150) if (r() < 0.5) body.push(shrub(r, x, 795, 60));
  return { defs, body };
}
