import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../core/api';
import { PrintableCommunities } from '../../../../core/api/schemas/printable-communities';
import { printableList } from '../../../../widgets/community-map/printable-list';
import { createSeed } from '../../../../demo/data';

describe('the data field of the printable communities list', () => {
  it('carries the title and every listed community in order, and passes the struct the CMS checks', () => {
    const communities: Community[] = createSeed().communities.slice(0, 3);
    const list = printableList('Our communities', communities);
    expect(list.title).toBe('Our communities');
    expect(list.communities.map((c) => c.name)).toEqual(communities.map((c) => c.name));
    expect(list.communities[0]).toMatchObject({
      region: communities[0].region,
      price: communities[0].price,
      availability: communities[0].availability,
    });
    expect(validate(list, PrintableCommunities)[0]).toBeUndefined();
  });
});
