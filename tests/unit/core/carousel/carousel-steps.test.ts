import { describe, expect, it } from 'vitest';
import {
  canStep,
  clampIndex,
  indexForKey,
  slideStatus,
  stepIndex,
  THUMBNAILS_SHOWN,
} from '../../../../core/carousel/carousel-steps';

describe('the carousel’s accessible steps', () => {
  it('announces the position as "Image 3 of 12", one-based', () => {
    expect(slideStatus(2, 12)).toBe('Image 3 of 12');
    expect(slideStatus(0, 8, 'Step')).toBe('Step 1 of 8');
  });
  it('shows 3 thumbnails (spec.md section 9)', () => {
    expect(THUMBNAILS_SHOWN).toBe(3);
  });
  it('stays at the ends when it does not wrap, and says there is nowhere to go', () => {
    expect(stepIndex(0, -1, 5, false)).toBe(0);
    expect(stepIndex(4, 1, 5, false)).toBe(4);
    expect(canStep(0, -1, 5, false)).toBe(false);
    expect(canStep(4, 1, 5, false)).toBe(false);
    expect(canStep(2, 1, 5, false)).toBe(true);
  });
  it('goes around at both ends when it wraps', () => {
    expect(stepIndex(4, 1, 5, true)).toBe(0);
    expect(stepIndex(0, -1, 5, true)).toBe(4);
    expect(canStep(0, -1, 5, true)).toBe(true);
  });
  it('offers no step with one cell or none', () => {
    expect(canStep(0, 1, 1, true)).toBe(false);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });
  it('maps the arrow keys to a step and Home and End to the ends; other keys are not the carousel’s', () => {
    expect(indexForKey('ArrowRight', 1, 5, false)).toBe(2);
    expect(indexForKey('ArrowLeft', 1, 5, false)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 5, true)).toBe(4);
    expect(indexForKey('Home', 3, 5, false)).toBe(0);
    expect(indexForKey('End', 0, 5, false)).toBe(4);
    expect(indexForKey('Enter', 0, 5, false)).toBeUndefined();
  });
  it('starts inside the cells whatever start index it is given', () => {
    expect(clampIndex(-2, 5)).toBe(0);
    expect(clampIndex(9, 5)).toBe(4);
    expect(clampIndex(2.4, 5)).toBe(2);
    expect(clampIndex(Number.NaN, 5)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
