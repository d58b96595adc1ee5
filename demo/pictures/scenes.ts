/** Community pictures: a street of homes (the hero slides too), an aerial view, an apartment building. */
import { BODY_COLORS, elevationLook } from './looks';
import { house, houseDefs, setting } from './elevation';
import { clouds, line, lines, linear, n, palm, radial, type Rng, rect, shrub, tree, type Drawing } from './svg';

/** A street of three or four homes, at dusk or in sun, beside a pond or a street, with palms or oaks. */
export function streetPicture(r: Rng, opts: { dusk: boolean; water: boolean; palms: boolean }): Drawing {
  const defs = houseDefs(opts.dusk);
  const body = setting(r, opts.dusk, defs);
  defs.push(
    linear('road', [
      [0, opts.dusk ? '#4a4a52' : '#77777d'],
      [1, opts.dusk ? '#2c2c33' : '#55555b'],
    ]),
    linear('pond', [
      [0, opts.dusk ? '#7d6a8c' : '#7fb8d8'],
      [1, opts.dusk ? '#2b3a67' : '#3f7fa8'],
    ]),
    radial('glow', [
      [0, '#fff3c0'],
      [0.4, '#ffd98a66'],
      [1, '#ffd98a00'],
    ]),
  );
  const scale = 0.4;
  const count = 3;
  for (let i = 0; i < count; i++) {
    const cx = 200 + i * 400 + r.jitter(0, 20);
    const look = elevationLook(`street-${i}-${r.int(0, 999)}`, r.pick(['a', 'b']), r.int(1, 2), r.int(2, 3));
    look.color = BODY_COLORS[(i * 3 + r.int(0, 7)) % BODY_COLORS.length];
    body.push(
      `<g transform="translate(${n(cx - 600 * scale)} ${n(540 - 600 * scale)}) scale(${scale})">${house(r, look, 600, `s${i}`, opts.dusk, false)}</g>`,
    );
  }
  // Sidewalk, street (or the pond's shore), lamps and trees.
  body.push(rect(0, 610, 1200, 16, opts.dusk ? '#9c968c' : '#d8d3c9'));
  if (opts.water) {
    body.push(rect(0, 626, 1200, 30, opts.dusk ? '#3f5a2c' : '#6fa347'));
    body.push(rect(0, 656, 1200, 144, 'url(#pond)'));
    const ripples: [number, number, number, number][] = [];
    for (let i = 0; i < 60; i++) {
      const y = 670 + r() * 125;
      const x = r() * 1200;
      ripples.push([x, y, x + 20 + (y - 660) * 0.5 * r(), y]);
    }
    body.push(lines(ripples, opts.dusk ? '#ffc38a55' : '#ffffff55'));
    // A dock.
    body.push(rect(520, 640, 70, 110, '#9a7b58'));
    const planks: [number, number, number, number][] = [];
    for (let y = 646; y < 750; y += 12) planks.push([520, y, 590, y]);
    body.push(lines(planks, '#6e5538'));
  } else {
    body.push(rect(0, 626, 1200, 8, '#b9b4aa'), rect(0, 634, 1200, 166, 'url(#road)'));
    for (let x = 20; x < 1200; x += 120) body.push(rect(x, 712, 60, 6, '#f2d36b'));
    body.push(rect(0, 786, 1200, 14, '#b9b4aa'));
  }
  for (let x = 100; x < 1200; x += 400) {
    body.push(rect(x - 3, 470, 6, 145, '#2f2f33'), rect(x - 10, 462, 20, 14, '#2f2f33'));
    if (opts.dusk) body.push(`<circle cx="${x}" cy="478" r="60" fill="url(#glow)"/>`);
  }
  for (let x = 0; x <= 1200; x += 600)
    body.push(
      opts.palms
        ? palm(r, x + r.jitter(0, 20), 612, r.int(300, 360))
        : tree(r, x + r.jitter(0, 20), 612, r.int(260, 320)),
    );
  for (let x = 40; x < 1200; x += 110) if (r() < 0.5) body.push(shrub(r, x, 610, 40, !opts.dusk));
  return { defs, body };
}

/** A neighbourhood from above: curving streets, rooftops with drives and pools, a pond, trees. */
export function aerialPicture(r: Rng, event = false): Drawing {
  const defs = [
    linear('grass', [
      [0, '#86b25a'],
      [1, '#6b9a45'],
    ]),
    radial('pond', [
      [0, '#5fa6cf'],
      [0.8, '#3e86b3'],
      [1, '#2f6f96'],
    ]),
    linear('roofA', [
      [0, '#7a6e66'],
      [1, '#5b514b'],
    ]),
    linear('roofB', [
      [0, '#c07a55'],
      [1, '#9d5c3d'],
    ]),
  ];
  const body = [rect(0, 0, 1200, 800, 'url(#grass)')];
  const tufts: string[] = [];
  for (let i = 0; i < 50; i++)
    tufts.push(`<circle cx="${n(r() * 1200)}" cy="${n(r() * 800)}" r="${n(6 + r() * 14)}"/>`);
  body.push(`<g fill="#ffffff" opacity=".06">${tufts.join('')}</g>`);
  // The pond, with its shore and a fountain.
  const px = r.int(800, 980);
  body.push(
    `<path d="M${px - 210} 560C${px - 230} 470 ${px - 60} 430 ${px + 60} 460S${px + 260} 540 ${px + 200} 640S${px - 40} 720 ${px - 130} 680S${px - 195} 610 ${px - 210} 560Z" fill="#c9d9a8"/>`,
    `<path d="M${px - 190} 562C${px - 205} 485 ${px - 60} 450 ${px + 55} 476S${px + 235} 548 ${px + 182} 632S${px - 40} 700 ${px - 122} 664S${px - 178} 606 ${px - 190} 562Z" fill="url(#pond)"/>`,
    `<circle cx="${px}" cy="566" r="10" fill="#ffffff" opacity=".8"/>`,
  );
  const ripples: [number, number, number, number][] = [];
  for (let i = 0; i < 18; i++) {
    const y = 490 + r() * 170;
    const x = px - 150 + r() * 300;
    ripples.push([x, y, x + 24, y]);
  }
  body.push(lines(ripples, '#ffffff40'));
  // Streets: three gentle curves across, one road down.
  const streetY = (k: number, x: number) => 130 + k * 250 + Math.sin(x / 260 + k) * 28;
  for (let k = 0; k < 3; k++) {
    let d = `M-20 ${n(streetY(k, -20))}`;
    for (let x = 20; x <= 1240; x += 40) d += `L${x} ${n(streetY(k, x))}`;
    body.push(
      `<path d="${d}" fill="none" stroke="#d9d6cf" stroke-width="50"/>`,
      `<path d="${d}" fill="none" stroke="#8f8f94" stroke-width="40"/>`,
      `<path d="${d}" fill="none" stroke="#f1f1f1" stroke-width="2" stroke-dasharray="18 16"/>`,
    );
  }
  body.push(rect(90, 0, 40, 800, '#8f8f94'), line(110, 0, 110, 800, '#f1f1f1', 2));
  // Rooftops along both sides of each street, each with a drive; some with a pool behind.
  for (let k = 0; k < 3; k++)
    for (const side of [-1, 1])
      for (let x = 170; x < 1180; x += r.int(104, 120)) {
        const y0 = streetY(k, x);
        if (k > 0 && side < 0 && y0 < 130) continue;
        const cy = y0 + side * 72;
        if (Math.abs(x - px) < 260 && cy > 420 && cy < 720) continue;
        const angle = (Math.atan(Math.cos(x / 260 + k) * (28 / 260)) * 180) / Math.PI;
        const w = r.int(54, 64);
        const h = r.int(50, 58);
        const fill = r() < 0.35 ? 'url(#roofB)' : 'url(#roofA)';
        const parts = [
          rect(-9, side < 0 ? h / 2 - 2 : -h / 2 - 46 + 2, 18, 46, '#e3e0d8'),
          rect(-w / 2 + 4, -h / 2 + 4, w, h, '#00000030'),
          rect(-w / 2, -h / 2, w, h, fill),
          `<path d="M${-w / 2} ${-h / 2}L${-w / 2 + h / 2} 0L${-w / 2} ${h / 2}M${w / 2} ${-h / 2}L${w / 2 - h / 2} 0L${w / 2} ${h / 2}M${-w / 2 + h / 2} 0H${w / 2 - h / 2}" stroke="#0000003a" stroke-width="1.5" fill="none"/>`,
        ];
        if (r() < 0.3) parts.push(rect(-14, side * (h / 2 + 8) - (side < 0 ? 18 : 0), 28, 18, '#7fd0ea', ' rx="4"'));
        body.push(`<g transform="translate(${n(x)} ${n(cy)}) rotate(${n(angle)})">${parts.join('')}</g>`);
      }
  // Trees, with their shadows.
  for (let i = 0; i < 26; i++) {
    const x = r() * 1200;
    const y = r() * 800;
    const rad = 10 + r() * 14;
    body.push(
      `<circle cx="${n(x + 5)}" cy="${n(y + 6)}" r="${n(rad)}" fill="#00000026"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="hsl(${r.int(95, 130)} 40% ${r.int(24, 36)}%)"/><circle cx="${n(x - rad / 3)}" cy="${n(y - rad / 3)}" r="${n(rad / 2)}" fill="#ffffff14"/>`,
    );
  }
  if (event)
    for (let i = 0; i < 3; i++)
      body.push(
        rect(180 + i * 70, 330, 56, 56, '#fbfbf8', ' rx="4"'),
        line(180 + i * 70, 330, 236 + i * 70, 386, '#d9d4c7', 2),
        line(236 + i * 70, 330, 180 + i * 70, 386, '#d9d4c7', 2),
      );
  return { defs, body };
}

/** A three-storey apartment building with balconies, behind palms and a lawn. */
export function apartmentPicture(r: Rng): Drawing {
  const defs = houseDefs();
  const body = setting(r, false, defs);
  defs.push(
    linear('flats', [
      [0, '#efe6d6'],
      [1, '#e2d6c0'],
    ]),
  );
  body.push(rect(140, 150, 920, 450, 'url(#flats)'), rect(120, 136, 960, 22, '#cdbfa6'));
  for (let floor = 0; floor < 3; floor++)
    for (let bay = 0; bay < 6; bay++) {
      const x = 170 + bay * 150;
      const y = 180 + floor * 140;
      body.push(rect(x, y, 110, 96, 'url(#glass)'), line(x + 55, y, x + 55, y + 96, '#f7f5ef', 4));
      if (floor > 0) {
        body.push(rect(x - 10, y + 70, 130, 8, '#b9ad96'));
        const rails: [number, number, number, number][] = [];
        for (let bx = x - 6; bx < x + 120; bx += 10) rails.push([bx, y + 78, bx, y + 110]);
        body.push(lines(rails, '#6f6a60'));
        body.push(rect(x - 10, y + 108, 130, 5, '#6f6a60'));
      }
    }
  body.push(rect(560, 470, 80, 130, '#3c4f5e'), rect(540, 456, 120, 16, '#cdbfa6'));
  for (const x of [80, 420, 780, 1120]) body.push(palm(r, x + r.jitter(0, 20), 640, r.int(300, 380)));
  for (let x = 150; x < 1060; x += 60) body.push(shrub(r, x, 612, 50, r() < 0.4));
  body.push(clouds(r, 1200, 80, 2));
  return { defs, body };
}
