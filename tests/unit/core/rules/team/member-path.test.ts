import { describe, expect, it } from 'vitest';
import { memberFromPath, memberPath, TEAM_PATH } from '../../../../../core/rules/team';

describe('a team member’s page address (spec.md section 2: /our-team/{seo_name})', () => {
  it('links a member to /our-team/{seo_name} and reads the seo_name back, with or without a trailing slash', () => {
    expect(TEAM_PATH).toBe('/our-team');
    expect(memberPath('denise-ortiz')).toBe('/our-team/denise-ortiz');
    expect(memberFromPath('/our-team/denise-ortiz')).toBe('denise-ortiz');
    expect(memberFromPath('/our-team/denise-ortiz/')).toBe('denise-ortiz');
    expect(memberFromPath(memberPath('josé ortiz'))).toBe('josé ortiz');
  });

  it('names no member on the team list, any other page, or an address that does not decode', () => {
    expect(memberFromPath('/our-team')).toBeUndefined();
    expect(memberFromPath('/careers/2')).toBeUndefined();
    expect(memberFromPath('/our-team/%E0%A4%A')).toBeUndefined();
  });
});
