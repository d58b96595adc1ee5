import { describe, expect, it } from 'vitest';
import { careerFromPath, careerPath } from '../../../../../core/rules/careers';

describe('the career of a page address (spec.md section 2: the career id is taken from the page)', () => {
  it('reads the id of /careers/{id}, with or without a slug or a trailing slash', () => {
    expect(careerFromPath('/careers/2')).toBe(2);
    expect(careerFromPath('/careers/2/')).toBe(2);
    expect(careerFromPath('/careers/12-assistant-construction-manager')).toBe(12);
    expect(careerPath(2)).toBe('/careers/2');
  });

  it('names no career on the list or any other page', () => {
    expect(careerFromPath('/careers')).toBeUndefined();
    expect(careerFromPath('/careers/sales')).toBeUndefined();
    expect(careerFromPath('/our-team/2')).toBeUndefined();
  });
});
