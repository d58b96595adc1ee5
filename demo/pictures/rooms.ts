/** Interiors in one-point perspective: kitchen, great room, bath, bedroom, lanai (looks.ts ROOM_VARIANTS). */
import { boxes, clouds, line, lines, linear, n, poly, radial, type Rng, rect, tree, type Drawing } from './svg';

// The back wall's corners; the vanishing point is its centre.
const L = 300;
const R = 900;
const T = 170;
const B = 520;
const VX = 600;
const VY = 345;

/** The room's shell: ceiling, walls, floor (wood planks or tile), with light from the left. */
function shell(r: Rng, defs: string[], wall: string, floor: 'wood' | 'tile' | 'pavers', ceiling = '#f6f3ee'): string[] {
  defs.push(
    linear('shade', [
      [0, '#00000000'],
      [1, '#0000001c'],
    ]),
    linear(
      'sideshade',
      [
        [0, '#00000030'],
        [1, '#00000012'],
      ],
      true,
    ),
    linear(
      'floor',
      floor === 'wood'
        ? [
            [0, '#b08a60'],
            [1, '#8a6542'],
          ]
        : floor === 'tile'
          ? [
              [0, '#e6e1d8'],
              [1, '#cfc8bb'],
            ]
          : [
              [0, '#d8c9ae'],
              [1, '#bca98a'],
            ],
    ),
    radial('light', [
      [0, '#ffffff55'],
      [1, '#ffffff00'],
    ]),
  );
  const body = [
    poly(
      [
        [0, 0],
        [1200, 0],
        [R, T],
        [L, T],
      ],
      ceiling,
    ),
    poly(
      [
        [0, 0],
        [L, T],
        [L, B],
        [0, 800],
      ],
      wall,
    ),
    poly(
      [
        [0, 0],
        [L, T],
        [L, B],
        [0, 800],
      ],
      'url(#sideshade)',
    ),
    poly(
      [
        [1200, 0],
        [R, T],
        [R, B],
        [1200, 800],
      ],
      wall,
    ),
    poly(
      [
        [1200, 0],
        [R, T],
        [R, B],
        [1200, 800],
      ],
      '#00000022',
    ),
    rect(L, T, R - L, B - T, wall),
    rect(L, T, R - L, B - T, 'url(#shade)'),
    poly(
      [
        [L, B],
        [R, B],
        [1200, 800],
        [0, 800],
      ],
      'url(#floor)',
    ),
  ];
  // Floor lines toward the vanishing point and across, closer together far away.
  const count = floor === 'wood' ? 18 : 10;
  const segs: [number, number, number, number][] = [];
  for (let i = 1; i < count; i++) {
    const bx = L + ((R - L) * i) / count;
    segs.push([bx, B, VX + (bx - VX) * ((800 - VY) / (B - VY)), 800]);
  }
  for (let k = 1; k < (floor === 'wood' ? 14 : 7); k++) {
    const t = (k / (floor === 'wood' ? 14 : 7)) ** 1.6;
    const y = B + (800 - B) * t;
    const half = (R - L) / 2 + ((1200 - (R - L)) / 2) * t;
    if (floor === 'wood')
      for (let j = 0; j < 6; j++) {
        const x = VX - half + r() * half * 2;
        segs.push([x, y, x + 40 + 60 * t, y]);
      }
    else segs.push([VX - half, y, VX + half, y]);
  }
  body.push(lines(segs, '#00000024'));
  // Baseboards and crown.
  body.push(rect(L, B - 10, R - L, 10, '#fbfaf7'), rect(L, T, R - L, 6, '#fbfaf7'));
  body.push(`<ellipse cx="420" cy="420" rx="520" ry="360" fill="url(#light)"/>`);
  return body;
}

/** A window on the back wall looking out at sky, a lawn and trees. */
function view(r: Rng, x: number, y: number, w: number, h: number, frame = '#fbfaf7', panes = 2): string {
  const parts = [
    rect(x - 8, y - 8, w + 16, h + 16, frame),
    rect(x, y, w, h, 'url(#outside)'),
    `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)} ${n(h)}" preserveAspectRatio="none">`,
    clouds(r, w, h * 0.2, 2, '#ffffff', 0.9),
    rect(0, h * 0.62, w, h * 0.38, '#7fb152'),
    rect(0, h * 0.76, w, h * 0.24, '#5e97bd'),
  ];
  for (let tx = 0; tx < w; tx += 50) parts.push(tree(r, tx + r.jitter(0, 14), h * 0.66, h * r.jitter(0.4, 0.08)));
  parts.push('</svg>');
  for (let i = 1; i < panes; i++) parts.push(line(x + (w * i) / panes, y, x + (w * i) / panes, y + h, frame, 6));
  return parts.join('');
}

/** A ceiling fan hanging from the ceiling at x. */
const fan = (x: number, y: number) =>
  `${line(x, y - 60, x, y, '#4a4540', 4)}<ellipse cx="${x}" cy="${y}" rx="150" ry="10" fill="#6b5540"/><circle cx="${x}" cy="${y + 6}" r="16" fill="#efe4c8"/>`;

function kitchen(r: Rng, defs: string[], variant: number): string[] {
  const cab = ['#f5f3ee', '#8a5a36', '#7d8790'][variant % 3];
  const islandColor = ['#f5f3ee', '#2d3e5a', '#7d8790'][variant % 3];
  const body = shell(r, defs, '#eeebe4', 'wood');
  defs.push(
    linear('quartz', [
      [0, '#ffffff'],
      [1, '#e6e3de'],
    ]),
    linear(
      'steel',
      [
        [0, '#d9dcdf'],
        [0.5, '#b6bbc0'],
        [1, '#9ca2a8'],
      ],
      true,
    ),
  );
  // Backsplash tiles.
  body.push(rect(L, 300, R - L, 100, variant === 1 ? '#ffffff' : '#e3e6e8'));
  const grout: [number, number, number, number][] = [];
  for (let y = 300, row = 0; y < 400; y += 14, row++) {
    grout.push([L, y, R, y]);
    for (let x = L + (row % 2) * 14; x < R; x += 28) grout.push([x, y, x, y + 14]);
  }
  body.push(lines(grout, '#c9cdd0', 1.5));
  // Upper cabinets (with a window over the sink in one look), lower cabinets, counter.
  for (let x = L; x < R; x += 60) {
    if (variant === 2 && x >= 540 && x < 660) continue;
    if (variant === 1 && x >= 540 && x < 660) continue;
    body.push(
      rect(x + 2, 190, 56, 105, cab),
      rect(x + 10, 198, 40, 89, 'none', ' stroke="#00000026" stroke-width="3"'),
    );
  }
  if (variant === 2) body.push(view(r, 548, 200, 104, 92));
  if (variant === 1)
    body.push(
      poly(
        [
          [560, 190],
          [640, 190],
          [660, 280],
          [540, 280],
        ],
        'url(#steel)',
      ),
    );
  body.push(rect(L, 400, R - L, 12, 'url(#quartz)'));
  for (let x = L; x < R; x += 60) {
    body.push(rect(x + 2, 412, 56, 98, cab), rect(x + 10, 420, 40, 30, 'none', ' stroke="#00000026" stroke-width="3"'));
    body.push(
      rect(x + 10, 458, 40, 44, 'none', ' stroke="#00000026" stroke-width="3"'),
      rect(x + 24, 432, 12, 3, '#8a8d90'),
    );
  }
  body.push(rect(760, 330, 130, 70, 'url(#steel)'), rect(770, 340, 110, 50, '#2b2f33'));
  // The island, its stools and the pendants over it.
  body.push(rect(330, 560, 540, 26, 'url(#quartz)'));
  for (let i = 0; i < 6; i++) {
    const x = 340 + r() * 500;
    body.push(
      `<path d="M${n(x)} 562q${n(30 + r() * 40)} 8 ${n(70 + r() * 60)} 20" stroke="#c9c6c0" stroke-width="1.5" fill="none"/>`,
    );
  }
  body.push(rect(350, 586, 500, 150, islandColor));
  for (let x = 360; x < 850; x += 98) body.push(rect(x, 596, 88, 130, 'none', ' stroke="#00000026" stroke-width="3"'));
  for (const x of [420, 600, 780]) {
    body.push(line(x, 0, x, 250, '#333', 2), `<path d="M${x - 34} 300q0 -50 34 -50q34 0 34 50z" fill="#2d2d2d"/>`);
    body.push(`<ellipse cx="${x}" cy="304" rx="26" ry="7" fill="#ffe7a8"/>`);
  }
  for (const x of [410, 600, 790])
    body.push(
      rect(x - 34, 690, 68, 16, '#6b4a2b', ' rx="6"'),
      line(x - 26, 706, x - 32, 800, '#2d2d2d', 5),
      line(x + 26, 706, x + 32, 800, '#2d2d2d', 5),
    );
  body.push(`<ellipse cx="470" cy="550" rx="40" ry="12" fill="#9c6b3f"/>`);
  for (let i = 0; i < 4; i++)
    body.push(
      `<circle cx="${455 + i * 10}" cy="${540 - (i % 2) * 4}" r="8" fill="${['#e25c3b', '#f0b53d', '#7cb342', '#e25c3b'][i]}"/>`,
    );
  return body;
}

function living(r: Rng, defs: string[], variant: number): string[] {
  const body = shell(r, defs, ['#e8e2d6', '#e4e8e2', '#e9e4dc'][variant % 3], 'wood');
  if (variant === 0) {
    // Tray ceiling.
    body.push(
      poly(
        [
          [160, 40],
          [1040, 40],
          [840, 130],
          [360, 130],
        ],
        '#fbfaf7',
      ),
      poly(
        [
          [220, 62],
          [980, 62],
          [800, 118],
          [400, 118],
        ],
        '#efeae0',
      ),
    );
  }
  if (variant !== 2) {
    body.push(view(r, 340, 200, 520, 300, '#3b3b3b', 4));
  } else {
    // Bookshelves and a window.
    body.push(view(r, 640, 210, 220, 200));
    body.push(rect(330, 190, 280, 320, '#7a5636'));
    for (let y = 200; y < 500; y += 62) {
      body.push(rect(340, y + 52, 260, 8, '#5c3f26'));
      for (let x = 344; x < 596; ) {
        const w = r.int(8, 16);
        const h = r.int(34, 50);
        body.push(rect(x, y + 52 - h, w, h, `hsl(${r.int(0, 360)} ${r.int(25, 55)}% ${r.int(30, 60)}%)`));
        x += w + 2;
      }
    }
    body.push(
      rect(380, 590, 440, 24, '#8a6542'),
      rect(400, 614, 20, 150, '#5c3f26'),
      rect(780, 614, 20, 150, '#5c3f26'),
    );
    body.push(rect(470, 520, 160, 70, '#222', ' rx="6"'), rect(478, 528, 144, 54, '#4d7ea8'));
    body.push(rect(560, 660, 120, 90, '#3b3b3b', ' rx="12"'), rect(570, 600, 100, 70, '#3b3b3b', ' rx="10"'));
    body.push(line(620, 750, 590, 800, '#222', 6), line(620, 750, 650, 800, '#222', 6));
  }
  if (variant === 0) {
    body.push(
      `<ellipse cx="600" cy="690" rx="430" ry="90" fill="#d9cbb0"/>`,
      `<ellipse cx="600" cy="690" rx="390" ry="72" fill="none" stroke="#b39c78" stroke-width="6"/>`,
    );
    body.push(
      rect(180, 560, 840, 150, '#6f7f8c', ' rx="24"'),
      rect(160, 520, 60, 190, '#5f6f7c', ' rx="20"'),
      rect(980, 520, 60, 190, '#5f6f7c', ' rx="20"'),
    );
    for (let x = 230; x < 960; x += 186) body.push(rect(x, 590, 176, 60, '#7e8e9a', ' rx="14"'));
    for (const [x, c] of [
      [260, '#e0b44c'],
      [900, '#c96f4a'],
    ] as const)
      body.push(rect(x, 552, 70, 56, c, ' rx="12"'));
    body.push(rect(470, 720, 260, 30, '#5c3f26', ' rx="6"'), `<circle cx="600" cy="712" r="14" fill="#7cb342"/>`);
    body.push(fan(600, 110));
  }
  if (variant === 1) {
    body.push(
      `<ellipse cx="600" cy="640" rx="330" ry="70" fill="#00000018"/>`,
      rect(300, 560, 600, 34, '#7a5636', ' rx="6"'),
    );
    body.push(rect(320, 594, 20, 180, '#5c3f26'), rect(860, 594, 20, 180, '#5c3f26'));
    for (const x of [360, 500, 640, 780])
      body.push(rect(x, 470, 70, 110, '#d8cdb8', ' rx="10"'), rect(x, 580, 70, 16, '#c8bca5'));
    for (let i = 0; i < 3; i++) body.push(`<circle cx="${460 + i * 140}" cy="550" r="16" fill="#fbfaf7"/>`);
    body.push(line(600, 0, 600, 180, '#333', 2), `<ellipse cx="600" cy="196" rx="90" ry="20" fill="#c9a54e"/>`);
    for (let i = 0; i < 6; i++) body.push(`<circle cx="${525 + i * 30}" cy="206" r="6" fill="#fff3c4"/>`);
  }
  // A plant in the corner.
  body.push(`<path d="M1040 800l12-110h76l12 110z" fill="#c7a27a"/>`);
  for (let i = 0; i < 9; i++)
    body.push(
      `<ellipse cx="${n(1090 + r.jitter(0, 40))}" cy="${n(r.jitter(620, 60))}" rx="14" ry="40" transform="rotate(${r.int(-50, 50)} 1090 690)" fill="hsl(${r.int(100, 130)} 40% ${r.int(26, 38)}%)"/>`,
    );
  return body;
}

function bath(r: Rng, defs: string[], variant: number): string[] {
  const body = shell(r, defs, '#e9ecec', 'tile');
  defs.push(
    linear('mirror', [
      [0, '#dfe9ee'],
      [1, '#b6c6ce'],
    ]),
  );
  if (variant === 1) {
    for (let y = T + 6; y < B - 10; y += 30)
      for (let x = L; x < R; x += 60)
        body.push(rect(x + 1, y + 1, 58, 28, '#d5dcdc', ' stroke="#c2caca" stroke-width="1"'));
    body.push(
      rect(380, 430, 440, 60, '#c9cfcf'),
      rect(560, 210, 80, 12, '#a7adb2'),
      line(600, 170, 600, 212, '#a7adb2', 6),
    );
    body.push(
      `<g opacity=".35">${rect(240, 150, 16, 650, '#9fb6bf')}${poly(
        [
          [256, 150],
          [520, 190],
          [520, 760],
          [256, 800],
        ],
        '#cfe3ea',
      )}</g>`,
    );
    for (let i = 0; i < 14; i++)
      body.push(line(600 + r.jitter(0, 30), 230 + i * 14, 600 + r.jitter(0, 50), 250 + i * 14, '#bcd3dc', 2));
    return body;
  }
  // Wall tiles behind the vanity, a few a shade darker.
  const tiles: [number, number, number, number][] = [];
  const shaded: [number, number, number, number][] = [];
  for (let y = T + 6; y < B - 10; y += 30)
    for (let x = L; x < R; x += 40) (r() < 0.25 ? shaded : tiles).push([x + 1, y + 1, 38, 28]);
  body.push(boxes(tiles, '#eef1f1'), boxes(shaded, '#e2e7e7'));
  // A shelf of bottles and a plant on the left wall.
  body.push(
    poly(
      [
        [40, 300],
        [200, 330],
        [200, 342],
        [40, 314],
      ],
      '#b39c78',
    ),
  );
  for (let i = 0; i < 7; i++) {
    const x = 60 + i * 20;
    const h = r.int(24, 48);
    body.push(
      rect(x, 306 + i * 3.5 - h, 14, h, `hsl(${r.int(150, 220)} ${r.int(20, 50)}% ${r.int(55, 80)}%)`, ' rx="3"'),
    );
  }
  body.push(`<path d="M60 800l10-90h70l10 90z" fill="#e6e0d4"/>`);
  for (let i = 0; i < 9; i++)
    body.push(
      `<ellipse cx="${n(105 + r.jitter(0, 36))}" cy="${n(r.jitter(640, 50))}" rx="12" ry="36" transform="rotate(${r.int(-50, 50)} 105 700)" fill="hsl(${r.int(100, 130)} 40% ${r.int(26, 38)}%)"/>`,
    );
  // Vanity with one or two sinks and mirrors.
  const sinks = variant === 0 ? [460, 740] : [520];
  body.push(rect(360, 400, 480, 110, '#5b6d7a'), rect(350, 392, 500, 14, '#f7f7f5'));
  for (let x = 370; x < 830; x += 78) body.push(rect(x, 414, 70, 88, 'none', ' stroke="#00000030" stroke-width="3"'));
  for (const x of sinks)
    body.push(
      rect(x - 70, 200, 140, 170, '#c9b48a', ' rx="8"'),
      rect(x - 62, 208, 124, 154, 'url(#mirror)', ' rx="6"'),
      line(x - 40, 220, x - 10, 300, '#ffffff80', 4),
      `<ellipse cx="${x}" cy="396" rx="44" ry="8" fill="#e6eaea"/>`,
      rect(x - 4, 366, 8, 26, '#a7adb2'),
      rect(x - 40, 180, 80, 12, '#2d2d2d'),
      `<ellipse cx="${x}" cy="194" rx="30" ry="5" fill="#fff3c4"/>`,
    );
  if (variant === 2) {
    body.push(rect(660, 250, 240, 270, '#f4f6f6'), rect(640, 440, 300, 90, '#fbfbfb', ' rx="14"'));
    body.push(line(640, 250, 900, 250, '#a7adb2', 5));
    for (let x = 650; x < 760; x += 18)
      body.push(`<path d="M${x} 252q9 90 0 180" stroke="#8fb3c9" stroke-width="14" fill="none"/>`);
  } else {
    body.push(
      `<g opacity=".35">${poly(
        [
          [940, 130],
          [1100, 60],
          [1100, 800],
          [940, 640],
        ],
        '#cfe3ea',
      )}</g>`,
      line(940, 130, 940, 640, '#a7adb2', 4),
    );
  }
  body.push(rect(420, 640, 360, 110, '#f0ede6', ' rx="30"'));
  for (let x = 440; x < 770; x += 24) body.push(line(x, 650, x, 740, '#e0dbd0', 3));
  body.push(rect(60, 330, 120, 14, '#a7adb2'), rect(70, 344, 100, 160, '#ffffff'), rect(70, 470, 100, 10, '#9fc3d6'));
  return body;
}

function bedroom(r: Rng, defs: string[], variant: number): string[] {
  const body = shell(r, defs, variant === 0 ? '#dfe3e6' : '#ece4d8', 'wood');
  const twin = variant === 1;
  const bx = twin ? 470 : 390;
  const bw = twin ? 260 : 420;
  body.push(view(r, twin ? 720 : 650, 220, twin ? 160 : 200, 180));
  if (!twin) {
    // The walk-in closet's doorway: hanging clothes.
    body.push(
      rect(L + 20, 230, 150, 290, '#c7bba8'),
      rect(L + 26, 236, 138, 280, '#efe9df'),
      line(L + 26, 262, L + 164, 262, '#8a8d90', 4),
    );
    for (let x = L + 34; x < L + 160; x += 12)
      body.push(
        rect(x, 264, 10, r.int(90, 150), `hsl(${r.int(0, 360)} ${r.int(20, 50)}% ${r.int(35, 70)}%)`, ' rx="3"'),
      );
    for (let x = L + 34; x < L + 160; x += 26) body.push(rect(x, 490, 20, 16, '#6b4a2b', ' rx="3"'));
  } else body.push(rect(700, 410, 200, 40, '#c96f4a', ' rx="10"'), rect(690, 440, 220, 70, '#f4efe6'));
  body.push(rect(bx, 300, bw, 190, '#7a8794', ' rx="14"'));
  for (let x = bx + 16; x < bx + bw - 10; x += 34) body.push(line(x, 316, x, 480, '#00000022', 3));
  body.push(
    poly(
      [
        [bx - 20, 470],
        [bx + bw + 20, 470],
        [bx + bw + 120, 760],
        [bx - 120, 760],
      ],
      '#f7f5f0',
    ),
  );
  body.push(
    poly(
      [
        [bx - 60, 590],
        [bx + bw + 60, 590],
        [bx + bw + 120, 760],
        [bx - 120, 760],
      ],
      twin ? '#f0b53d' : '#4f6d8a',
    ),
  );
  for (let i = 0; i < 8; i++) {
    const y = 610 + i * 18;
    body.push(line(bx - 70 - i * 6, y, bx + bw + 70 + i * 6, y, '#ffffff26', 2));
  }
  const pillows = twin ? [bx + bw / 2] : [bx + bw * 0.3, bx + bw * 0.7];
  for (const x of pillows)
    body.push(rect(x - 80, 420, 160, 64, '#ffffff', ' rx="22"'), rect(x - 60, 450, 120, 50, '#e8dcc6', ' rx="18"'));
  for (const x of twin ? [bx - 120] : [bx - 150, bx + bw + 40]) {
    body.push(
      rect(x, 440, 110, 110, '#8a6542'),
      rect(x + 8, 470, 94, 4, '#5c3f26'),
      rect(x + 8, 505, 94, 4, '#5c3f26'),
    );
    body.push(
      `<path d="M${x + 30} 400h50l12 40h-74z" fill="#f3ead6"/>`,
      rect(x + 50, 360, 10, 40, '#b39c78'),
      `<circle cx="${x + 55}" cy="420" r="30" fill="#fff3c4" opacity=".35"/>`,
    );
  }
  body.push(fan(600, 100));
  return body;
}

function lanai(r: Rng, defs: string[], variant: number): string[] {
  defs.push(
    linear('outside', [
      [0, '#6fb0e0'],
      [1, '#d9eefa'],
    ]),
  );
  const body = shell(r, defs, '#d9eefa', 'pavers', '#e9dcc6');
  // The view across the pond through the screen.
  body.push(`<svg x="${L}" y="${T}" width="${R - L}" height="${B - T}" viewBox="0 0 ${R - L} ${B - T}">`);
  body.push(rect(0, 0, R - L, B - T, 'url(#outside)'), clouds(r, R - L, 60, 2));
  for (let x = -20; x < R - L + 20; x += 44) body.push(tree(r, x, 190, r.int(90, 140)));
  body.push(rect(0, 186, R - L, 40, '#7fb152'), rect(0, 226, R - L, 130, '#4f8fbf'));
  for (let i = 0; i < 30; i++) {
    const x = r() * (R - L);
    const y = 235 + r() * 110;
    body.push(line(x, y, x + 18 + r() * 30, y, '#ffffff66', 2));
  }
  body.push('</svg>');
  // Screen frame and ceiling boards.
  for (let x = L; x <= R; x += 100) body.push(rect(x - 5, T, 10, B - T, '#f4f4f2'));
  body.push(rect(L, 420, R - L, 8, '#f4f4f2'));
  for (let i = 1; i < 12; i++) {
    const bx = L + ((R - L) * i) / 12;
    body.push(line(bx, T, VX + (bx - VX) * (VY / (VY - T)), 0, '#00000018', 2));
  }
  // Pavers.
  for (let k = 0; k < 8; k++) {
    const y = B + ((800 - B) * ((k + 1) / 8)) ** 1.2 / (800 - B) ** 0.2;
    body.push(line(0, y, 1200, y, '#00000018', 2));
  }
  if (variant === 0) {
    body.push(
      rect(230, 560, 740, 110, '#e8e2d4', ' rx="18"'),
      rect(210, 520, 60, 160, '#d8d0bf', ' rx="16"'),
      rect(930, 520, 60, 160, '#d8d0bf', ' rx="16"'),
    );
    for (let x = 280; x < 920; x += 160) body.push(rect(x, 580, 150, 50, '#2f7f8a', ' rx="14"'));
    body.push(rect(470, 700, 260, 60, '#8a6542', ' rx="8"'), `<circle cx="560" cy="694" r="14" fill="#e25c3b"/>`);
  } else {
    body.push(
      rect(L + 10, 400, 260, 120, '#8c7b68'),
      rect(L, 390, 280, 14, '#d8d0bf'),
      rect(L + 60, 350, 140, 44, 'url(#steel)', ' rx="8"'),
    );
    defs.push(
      linear(
        'steel',
        [
          [0, '#d9dcdf'],
          [1, '#9ca2a8'],
        ],
        true,
      ),
    );
    body.push(
      rect(560, 590, 380, 24, '#6b4a2b', ' rx="6"'),
      rect(580, 614, 16, 150, '#4a3420'),
      rect(904, 614, 16, 150, '#4a3420'),
    );
    for (const x of [600, 700, 800, 900]) body.push(rect(x - 20, 540, 50, 70, '#3b3b3b', ' rx="8"'));
  }
  body.push(fan(600, 90));
  return body;
}

/** A room of the given kind; `variant` chooses its look (ROOM_VARIANTS[room][variant] describes it). */
export function roomPicture(
  r: Rng,
  room: 'kitchen' | 'living' | 'bath' | 'bedroom' | 'lanai',
  variant: number,
): Drawing {
  const defs: string[] = [];
  if (room !== 'lanai')
    defs.push(
      linear('outside', [
        [0, '#6fb0e0'],
        [1, '#d9eefa'],
      ]),
    );
  const draw = { kitchen, living, bath, bedroom, lanai }[room];
  return { defs, body: draw(r, defs, variant) };
}
