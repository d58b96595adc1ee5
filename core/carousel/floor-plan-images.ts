import type { Lang } from '../i18n/language';
import { text } from '../i18n/text';
import type { GalleryImage } from './gallery-modal';
import { carouselText } from './messages';

interface FloorPlanImage {
  img: { small: string; large: string };
  alt?: string | null;
  label?: string | null;
}

/**
 * A plan's floor plan drawings (the API's floorPlanImages, absent from an older CMS) as gallery
 * pictures, to lead a detail page's pictures: "Aspen floor plan, first floor" where the CMS gave
 * no alt text, in the widget's language (`useLang()`).
 */
export function floorPlanImages(
  name: string,
  drawings: readonly FloorPlanImage[] | undefined,
  lang: Lang = 'en',
): GalleryImage[] {
  return (drawings ?? []).map((drawing, i) => {
    const label =
      drawing.label?.trim() ||
      (drawings && drawings.length > 1
        ? text(carouselText, lang, 'floorPlanNumber', { number: i + 1 })
        : text(carouselText, lang, 'floorPlan'));
    return {
      small: drawing.img.small,
      large: drawing.img.large,
      alt: drawing.alt?.trim() || text(carouselText, lang, 'floorPlanAlt', { name, label: label.toLowerCase() }),
      label,
      drawing: true,
    };
  });
}
