import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampView,
  FIT,
  MAX_ZOOM,
  panBy,
  ZOOM_STEP,
  zoomPercent,
  zoomStep,
  zoomTo,
  type ZoomView,
} from '../../../../../core/communities/site-plan/zoom';

const size = { width: 600, height: 400 };
/** The picture covers the viewport: not smaller than the fit, not larger than the limit, no edge pulled inside. */
const covers = (v: ZoomView, s = size) =>
  v.scale >= 1 &&
  v.scale <= MAX_ZOOM &&
  v.x <= 0 &&
  v.y <= 0 &&
  v.x + s.width * v.scale >= s.width - 1e-9 &&
  v.y + s.height * v.scale >= s.height - 1e-9;

describe('the site plan’s zoom and pan', () => {
  it('zooms one step in and out about the centre, from the whole plan and back', () => {
    const once = zoomStep(FIT, 1, size);
    expect(once.scale).toBe(ZOOM_STEP);
    // The centre stays where it was: (300, 200) maps to itself.
    expect(once.x + 300 * once.scale).toBeCloseTo(300);
    expect(once.y + 200 * once.scale).toBeCloseTo(200);
    expect(zoomStep(once, -1, size)).toEqual(FIT);
    expect(zoomPercent(once)).toBe('150%');
  });

  it('stops at the whole plan and at four times it', () => {
    expect(zoomStep(FIT, -1, size)).toEqual(FIT);
    let view = FIT;
    for (let i = 0; i < 10; i++) view = zoomStep(view, 1, size);
    expect(view.scale).toBe(MAX_ZOOM);
    expect(zoomPercent(view)).toBe('400%');
  });

  it('keeps the point under the pointer still while zooming there', () => {
    const view = zoomTo(FIT, 2, size, { x: 100, y: 50 });
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
  });

  it('does not pan the whole plan, and pans a zoomed one only as far as its edges', () => {
    expect(panBy(FIT, 80, -80, size)).toEqual(FIT);
    const zoomed = zoomTo(FIT, 2, size); // centred: x -300, y -200
    expect(panBy(zoomed, 100, 0, size)).toEqual({ scale: 2, x: -200, y: -200 });
    expect(panBy(zoomed, 10_000, 10_000, size)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -10_000, -10_000, size)).toEqual({ scale: 2, x: -600, y: -400 });
  });

  it('turns a view that is no number back into the whole plan', () => {
    expect(clampView({ scale: Number.NaN, x: 5, y: 5 }, size)).toEqual(FIT);
  });

  it('always leaves the plan covering the viewport, whatever the visitor does', () => {
    const action = fc.oneof(
      fc.record({
        zoom: fc.double({ min: -10, max: 10, noNaN: true }),
        fx: fc.double({ min: -100, max: 700, noNaN: true }),
        fy: fc.double({ min: -100, max: 500, noNaN: true }),
      }),
      fc.record({
        dx: fc.double({ min: -5000, max: 5000, noNaN: true }),
        dy: fc.double({ min: -5000, max: 5000, noNaN: true }),
      }),
      fc.constantFrom<1 | -1>(1, -1),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let view = FIT;
        for (const a of actions) {
          if (typeof a === 'number') view = zoomStep(view, a, size);
          else if ('zoom' in a) view = zoomTo(view, view.scale * Math.exp(a.zoom), size, { x: a.fx, y: a.fy });
          else view = panBy(view, a.dx, a.dy, size);
          expect(covers(view)).toBe(true);
        }
      }),
    );
  });
});
