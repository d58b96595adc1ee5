import type { Asset, Residence } from '../../core/api';
import { floorPlanImages, type GalleryImage } from '../../core/carousel';

/** Gallery tags that are not the inside of a home (DESIGN: the gallery's tags; "hero" is the homepage's). */
const NOT_INTERIOR = new Set(['exterior', 'hero']);

/**
 * The residence's pictures in the order the gallery shows them: its floor plans first, then its
 * elevations, then the community's interior pictures (kitchen, living, bath...). URLs are checked
 * where they are shown.
 */
export function residenceGalleryImages(
  residence: Pick<Residence, 'name' | 'elevationImages' | 'floorPlanImages'>,
  assets: readonly Pick<Asset, 'img' | 'alt' | 'tags'>[] = [],
  /** The alt texts made in code, in the widget's words; "{n}" is the elevation's number. */
  alts = { elevation: `${residence.name} elevation {n}`, inside: `Inside a ${residence.name} home` },
): GalleryImage[] {
  const elevations = residence.elevationImages.map((image, i) => ({
    small: image.img.small,
    large: image.img.large,
    alt: image.alt || alts.elevation.replace('{n}', String(i + 1)),
  }));
  const interiors = assets
    .filter((asset) => asset.tags.length > 0 && !asset.tags.some((tag) => NOT_INTERIOR.has(tag.toLowerCase())))
    .map((asset) => ({
      small: asset.img.small,
      large: asset.img.large,
      alt: asset.alt || alts.inside,
    }));
  return [...floorPlanImages(residence.name, residence.floorPlanImages), ...elevations, ...interiors];
}
