/** Award badges (a medal in a laurel wreath with the year) and charities' emblems (no text). */
import { linear, n, radial, type Rng, type Drawing } from './svg';

/** A square badge: ribbons, a laurel wreath, a gold, silver or blue medal; the year large enough to read at 72 px. */
export function badgePicture(r: Rng, year: number | null, kind: string): Drawing {
  const metals = [
    ['#fff3b0', '#e0b53d', '#a8791c'],
    ['#ffffff', '#c9ced4', '#8a9199'],
    ['#d9ecff', '#4a86c5', '#1f4f85'],
    ['#ffe1c9', '#d98a4e', '#8f4f22'],
  ];
  const [hi, mid, lo] = metals[kind.length % metals.length];
  const ribbon = ['#2d5b8a', '#a33b3b', '#2f6f4f', '#6b4a8a'][(kind.charCodeAt(0) + kind.length) % 4];
  const defs = [
    radial(
      'metal',
      [
        [0, hi],
        [0.55, mid],
        [1, lo],
      ],
      0.38,
      0.32,
      0.75,
    ),
    linear('bg', [
      [0, '#fbf8f1'],
      [1, '#efe8da'],
    ]),
  ];
  const body = [
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<path d="M150 250L105 385L150 360L175 395L205 270Z" fill="${ribbon}"/><path d="M250 250L295 385L250 360L225 395L195 270Z" fill="${ribbon}" opacity=".85"/>`,
  ];
  // The wreath: two branches of leaves around the medal.
  for (const side of [-1, 1])
    for (let i = 0; i < 11; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.22);
      const x = 200 + Math.cos(a) * 150;
      const y = 185 + Math.sin(a) * 150;
      const deg = (a * 180) / Math.PI + (side > 0 ? -60 : 60);
      body.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="26" ry="10" transform="rotate(${n(deg)} ${n(x)} ${n(y)})" fill="hsl(${r.int(95, 120)} 38% ${r.int(30, 42)}%)"/>`,
      );
    }
  body.push(
    `<circle cx="200" cy="185" r="118" fill="${lo}"/>`,
    `<circle cx="200" cy="185" r="110" fill="url(#metal)"/>`,
    `<circle cx="200" cy="185" r="92" fill="none" stroke="${lo}" stroke-width="4" stroke-dasharray="3 7"/>`,
  );
  if (year !== null) {
    const star = (cx: number, cy: number, s: number) =>
      `<path d="${Array.from({ length: 10 }, (_, k) => {
        const rad = k % 2 ? s * 0.45 : s;
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        return `${k ? 'L' : 'M'}${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}`;
      }).join('')}Z" fill="${lo}"/>`;
    body.push(star(200, 122, 24), star(150, 140, 12), star(250, 140, 12));
    body.push(
      `<text x="200" y="222" font-family="Georgia,serif" font-weight="700" font-size="84" text-anchor="middle" fill="${lo}">${year}</text>`,
    );
  } else {
    // A charity's emblem: a house under a heart.
    body.push(
      `<path d="M200 250l-70-66v-24l70-56l70 56v24z" fill="${lo}" opacity=".85"/>`,
      `<path d="M200 196c-22-26-58-8-42 18l42 38l42-38c16-26-20-44-42-18z" fill="#fbf8f1"/>`,
    );
  }
  return { defs, body, box: [400, 400] };
}
