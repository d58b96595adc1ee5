import { describe, expect, it } from 'vitest';
import { residenceGalleryImages } from '../../../../widgets/residence-detail/gallery-images';

const pair = (name: string) => ({ small: `/${name}-small.jpg`, large: `/${name}-large.jpg` });

describe('residenceGalleryImages', () => {
  it('shows the elevations first, then the community’s interior pictures, leaving out exteriors and hero slides', () => {
    const residence = {
      name: 'Aspen',
      elevationImages: [
        { img: pair('a'), alt: 'Aspen elevation A' },
        { img: pair('b'), alt: null },
      ],
    };
    const assets = [
      { img: pair('kitchen'), alt: 'Kitchen with a quartz island', tags: ['Kitchen'] },
      { img: pair('front'), alt: 'Craftsman elevation', tags: ['Exterior', 'Lanai'] },
      { img: pair('slide'), alt: 'Sunset', tags: ['hero'] },
      { img: pair('bath'), alt: '', tags: ['Bath'] },
    ];
    expect(residenceGalleryImages(residence, assets).map((i) => i.alt)).toEqual([
      'Aspen elevation A',
      'Aspen elevation 2',
      'Kitchen with a quartz island',
      'Inside a Aspen home',
    ]);
  });
});
