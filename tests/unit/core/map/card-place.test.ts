import { describe, expect, it } from 'vitest';
import { placeCard } from '../../../../core/map/card-place';
import { boxAt, PIN_REACH, ROUND_REACH } from '../../../../core/map/marker-box';

const map = { width: 800, height: 560 };
const card = { width: 320, height: 140 };
const pinAt = (x: number, y: number) => boxAt({ x, y }, PIN_REACH);

describe('the info card opens beside its pin (issue 33), inside the map', () => {
  it('opens below the pin, centred on it, when it fits there', () => {
    // The pin's tip at (400, 200): its button from y 156 to 200; the card 8 px below it.
    expect(placeCard(pinAt(400, 200), card, map)).toEqual({ x: 240, y: 208 });
  });

  it('opens above a pin near the bottom of the map', () => {
    expect(placeCard(pinAt(400, 540), card, map)).toEqual({ x: 240, y: 540 - 44 - 8 - 140 });
  });

  it('stays inside the map beside a pin near its left or right edge', () => {
    expect(placeCard(pinAt(30, 200), card, map).x).toBe(8);
    expect(placeCard(pinAt(790, 200), card, map).x).toBe(800 - 8 - 320);
  });

  it('goes to the side of a pin on a map too short for it above and below', () => {
    const short = { width: 800, height: 200 };
    expect(placeCard(pinAt(200, 120), card, short)).toEqual({ x: 200 + 22 + 8, y: (76 + 120) / 2 - 70 });
    expect(placeCard(pinAt(700, 120), card, short)).toEqual({ x: 700 - 22 - 8 - 320, y: (76 + 120) / 2 - 70 });
  });

  it('takes the side that hides no other marker: above the pin when the house stands below it', () => {
    const house = boxAt({ x: 420, y: 260 }, ROUND_REACH);
    expect(placeCard(pinAt(400, 200), card, map, [house])).toEqual({ x: 240, y: 200 - 44 - 8 - 140 });
  });

  it('never leaves the map when no side has room (the map then moves the pin clear of it)', () => {
    const tiny = { width: 300, height: 160 };
    const at = placeCard(pinAt(150, 80), card, tiny);
    expect(at.y).toBeGreaterThanOrEqual(8);
    expect(at.x).toBeGreaterThanOrEqual(8);
  });
});
