// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { otherPlans } from '../../../../widgets/residence-detail/other-plans';

describe('otherPlans', () => {
  it('lists the community’s other plans in display order and leaves out one whose address leaves the site', () => {
    const residences = [
      { id: 3, name: 'Willow', url: '/community/x/floorplans/willow', displayOrder: 3 },
      { id: 1, name: 'Aspen', url: '/community/x/floorplans/aspen', displayOrder: 1 },
      { id: 2, name: 'Ibis', url: '/community/x/floorplans/ibis', displayOrder: 2 },
      { id: 4, name: 'Trap', url: 'javascript:alert(1)', displayOrder: 4 },
    ];
    expect(otherPlans(residences, 2).map((p) => [p.name, new URL(p.href, location.href).pathname])).toEqual([
      ['Aspen', '/community/x/floorplans/aspen'],
      ['Willow', '/community/x/floorplans/willow'],
    ]);
  });
});
