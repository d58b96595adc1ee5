import { describe, expect, it } from 'vitest';
import {
  fitsServiceImageLimit,
  imageSelectionProblem,
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGES_PER_SELECTION,
} from '../../../../core/rules';

describe('service request pictures (spec.md sections 5, 8 and 9)', () => {
  it('takes 3,072,000 bytes a picture and five pictures a selection', () => {
    expect(SERVICE_IMAGE_MAX_BYTES).toBe(3_072_000);
    expect(SERVICE_IMAGES_PER_SELECTION).toBe(5);
    expect(fitsServiceImageLimit(3_072_000)).toBe(true);
    expect(fitsServiceImageLimit(3_072_001)).toBe(false);
  });

  it('refuses a sixth picture with spec.md’s message, in one selection or beside those on the issue', () => {
    expect(imageSelectionProblem(5)).toBeUndefined();
    expect(imageSelectionProblem(6)).toBe('You may only upload up to five images.');
    expect(imageSelectionProblem(2, 3)).toBeUndefined();
    expect(imageSelectionProblem(1, 5)).toBe('You may only upload up to five images.');
  });
});
