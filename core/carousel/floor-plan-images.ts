import type { GalleryImage } from './gallery-modal';

interface FloorPlanImage {
  img: { small: string; large: string };
  alt?: string | null;
  label?: string | null;
}

/**
 * A plan's floor plan drawings (the API's floorPlanImages, absent from an older CMS) as gallery
 * pictures, to lead a detail page's pictures: "Aspen floor plan, first floor" where the CMS gave
 * no alt text.
 */
export function floorPlanImages(name: string, drawings: readonly FloorPlanImage[] | undefined): GalleryImage[] {
  return (drawings ?? []).map((drawing, i) => {
    const label = drawing.label?.trim() || (drawings && drawings.length > 1 ? `Floor plan ${i + 1}` : 'Floor plan');
    return {
      small: drawing.img.small,
      large: drawing.img.large,
      alt: drawing.alt?.trim() || `${name} floor plan, ${label.toLowerCase()}`,
      label,
      drawing: true,
    };
  });
}
