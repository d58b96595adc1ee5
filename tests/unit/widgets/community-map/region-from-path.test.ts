import { describe, expect, it } from 'vitest';
import { regionFromPath, regionPath } from '../../../../widgets/community-map/region-from-path';

describe('the region in the address', () => {
  it('reads the seo_name of /our-communities/region/{seo_name}', () => {
    expect(regionFromPath('/our-communities/region/lake-wales')).toBe('lake-wales');
    expect(regionFromPath('/our-communities/region/haines-city/')).toBe('haines-city');
  });

  it('finds none on the page of all communities or elsewhere', () => {
    expect(regionFromPath('/our-communities')).toBeUndefined();
    expect(regionFromPath('/our-communities/region/')).toBeUndefined();
    expect(regionFromPath('/gallery')).toBeUndefined();
  });

  it("builds a region's address from its seo_name", () => {
    expect(regionPath('north-lakeland')).toBe('/our-communities/region/north-lakeland');
  });
});
