/** Team portraits: friendly stylised people, varied in skin, hair, clothes and background. */
import { linear, radial, type Rng, type Drawing } from './svg';

const SKIN = ['#f6d7c3', '#eac0a0', '#d9a27c', '#b97c55', '#8d5a3b', '#6b4330'];
const HAIR = ['#2b2220', '#4a3222', '#7a5230', '#b88a4a', '#d9c08a', '#9a9a9a', '#5b2e1f'];
const SHIRT = ['#2d5b8a', '#a33b3b', '#2f6f4f', '#6b4a8a', '#d98a4e', '#37474f', '#f0b53d'];
const BACK = [
  ['#dfe9f1', '#b9cfe0'],
  ['#efe6d6', '#d8c6a6'],
  ['#e2efe4', '#b8d4bd'],
  ['#f1e2e2', '#dcbcbc'],
];

/** A head-and-shoulders portrait on a 400×400 drawing. */
export function portraitPicture(r: Rng, longHair: boolean): Drawing {
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const shirt = r.pick(SHIRT);
  const back = r.pick(BACK);
  const style = r.pick(longHair ? [1, 2, 3] : [0, 3, 4, 0]);
  const defs = [
    radial(
      'bg',
      [
        [0, back[0]],
        [1, back[1]],
      ],
      0.5,
      0.35,
      0.8,
    ),
    linear('shirt', [
      [0, shirt],
      [1, '#00000055'],
    ]),
  ];
  const body = ['<rect width="400" height="400" fill="url(#bg)"/>'];
  for (let i = 0; i < 14; i++)
    body.push(
      `<circle cx="${r.int(0, 400)}" cy="${r.int(0, 260)}" r="${r.int(20, 60)}" fill="#ffffff" opacity=".12"/>`,
    );
  // Long hair falls behind the shoulders.
  if (style === 1 || style === 3) body.push(`<path d="M122 170q-10 120 20 190h116q30-70 20-190z" fill="${hair}"/>`);
  body.push(
    `<path d="M60 400q10-110 140-120q130 10 140 120z" fill="${shirt}"/><path d="M60 400q10-110 140-120q130 10 140 120z" fill="url(#shirt)" opacity=".35"/>`,
    `<path d="M172 250h56v44q-28 22-56 0z" fill="${skin}"/><path d="M172 262q28 20 56 0v10q-28 18-56 0z" fill="#00000022"/>`,
    `<path d="M170 296l30 34l30-34" fill="none" stroke="#ffffff" stroke-width="8"/>`,
    `<ellipse cx="200" cy="185" rx="74" ry="90" fill="${skin}"/>`,
    `<ellipse cx="128" cy="192" rx="12" ry="20" fill="${skin}"/><ellipse cx="272" cy="192" rx="12" ry="20" fill="${skin}"/>`,
  );
  // Hair on top: short, long, bun, curly, or a shaved head with a beard.
  const top = {
    0: `<path d="M126 180q-6-96 74-100q80 4 74 100q-16-50-74-56q-58 6-74 56z" fill="${hair}"/>`,
    1: `<path d="M122 200q-10-122 78-124q88 2 78 124q-30-70-78-80q-48 10-78 80z" fill="${hair}"/>`,
    2: `<circle cx="200" cy="86" r="30" fill="${hair}"/><path d="M126 176q-4-88 74-92q78 4 74 92q-20-44-74-50q-54 6-74 50z" fill="${hair}"/>`,
    3: Array.from({ length: 14 }, (_, i) => {
      const a = Math.PI + (i * Math.PI) / 13;
      return `<circle cx="${Math.round(200 + Math.cos(a) * 70)}" cy="${Math.round(170 + Math.sin(a) * 78)}" r="24" fill="${hair}"/>`;
    }).join(''),
    4: `<path d="M140 220q4 70 60 76q56-6 60-76q-20 30-60 30q-40 0-60-30z" fill="${hair}"/>`,
  }[style];
  body.push(top ?? '');
  // Face: eyes, brows, a smile, cheeks; glasses for some.
  body.push(
    `<ellipse cx="172" cy="190" rx="7" ry="8" fill="#2b2220"/><ellipse cx="228" cy="190" rx="7" ry="8" fill="#2b2220"/>`,
    `<circle cx="174" cy="187" r="2" fill="#fff"/><circle cx="230" cy="187" r="2" fill="#fff"/>`,
    `<path d="M158 170q14-8 28 0M214 170q14-8 28 0" stroke="${style === 4 ? '#5a4a40' : hair}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<path d="M196 200q-6 18 4 22" stroke="#00000033" stroke-width="3" fill="none"/>`,
    `<path d="M174 232q26 22 52 0" stroke="#8a3b2e" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="160" cy="220" rx="13" ry="8" fill="#e88a7a" opacity=".3"/><ellipse cx="240" cy="220" rx="13" ry="8" fill="#e88a7a" opacity=".3"/>`,
  );
  if (r() < 0.3)
    body.push(
      `<g fill="none" stroke="#2b2b2b" stroke-width="4"><circle cx="172" cy="190" r="20"/><circle cx="228" cy="190" r="20"/><path d="M192 190h16M152 188l-24-4M248 188l24-4"/></g>`,
    );
  return { defs, body, box: [400, 400] };
}
