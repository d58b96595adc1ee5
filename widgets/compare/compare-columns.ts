import type { Home, Plan } from '../../core/api';
import { estimatedMonthlyPayment } from '../../core/rules/mortgage';
import { featureSheetUrl, formatDollars, formatFromPrice, formatRange, UNPRICED_LABEL } from '../../core/rules';
import { safeNavigationUrl } from '../../core/security';
import { apiUrl } from '../../core/api';

/** The rows of the comparison whose values are compared (the photo and feature sheet are shown, not compared). */
export const FIGURE_ROWS = [
  { key: 'price', label: 'Price' },
  { key: 'monthly', label: 'Est. monthly payment' },
  { key: 'beds', label: 'Bedrooms' },
  { key: 'baths', label: 'Bathrooms' },
  { key: 'sqft', label: 'Square feet' },
  { key: 'community', label: 'Community' },
] as const;
export type FigureKey = (typeof FIGURE_ROWS)[number]['key'];

/** What a column shows of one home or plan, as text the visitor reads (and the "differs" rule compares). */
export interface CompareColumn {
  name: string;
  /** "Move-in-ready home", "Floorplan". */
  what: string;
  href?: string;
  image?: { src: string; alt: string };
  figures: Record<FigureKey, string>;
  featureSheet?: string;
  /** Its floor plan drawings, first floor first (shown side by side, not compared). */
  floorPlans: { src: string; alt: string; label: string }[];
}

const NOT_LISTED = 'Not listed';
const monthly = (price: number | null, from = '') =>
  price === null ? UNPRICED_LABEL : `${from}${formatDollars(estimatedMonthlyPayment(price))}/mo`;
const figure = (low: number | null, high: number | null = null) => formatRange(low, high) || NOT_LISTED;

function firstImage(images: Home['images'], alt: string): CompareColumn['image'] {
  const src = apiUrl(images[0]?.img.small);
  return src ? { src, alt: images[0]?.alt || alt } : undefined;
}

/** The API's floorPlanImages (optional: an older CMS has none) with checked URLs. */
function drawings(name: string, images: Plan['floorPlanImages']): CompareColumn['floorPlans'] {
  return (images ?? []).flatMap((image, i) => {
    const src = apiUrl(image.img.large) ?? apiUrl(image.img.small);
    const label = image.label?.trim() || `Floor plan ${i + 1}`;
    return src ? [{ src, label, alt: image.alt?.trim() || `${name} floor plan, ${label.toLowerCase()}` }] : [];
  });
}

export function homeColumn(home: Home): CompareColumn {
  return {
    name: home.address,
    what: home.plan ? `Move-in-ready home, ${home.plan} plan` : 'Move-in-ready home',
    image: firstImage(home.images, `${home.address}, front`),
    figures: {
      price: home.price === null ? UNPRICED_LABEL : formatDollars(home.price),
      monthly: monthly(home.price),
      beds: figure(home.beds),
      baths: figure(home.baths),
      sqft: figure(home.sqft),
      community: home.community.name,
    },
    // spec.md section 2: high-size pdf from 2000 sq ft, else low-size, else the brochure.
    featureSheet: apiUrl(featureSheetUrl(home.sqft, home.community) ?? home.featureUrl),
    floorPlans: drawings(home.plan ? `The ${home.plan}` : home.address, home.floorPlanImages),
  };
}

export function planColumn(plan: Plan): CompareColumn {
  return {
    name: plan.name,
    what: 'Floorplan',
    href: safeNavigationUrl(plan.url),
    image: firstImage(plan.elevationImages, `${plan.name} elevation`),
    figures: {
      price: formatFromPrice(plan.price),
      monthly: monthly(plan.price, 'From '),
      beds: figure(plan.bed_low, plan.bed_high),
      baths: figure(plan.bath_low, plan.bath_high),
      sqft: figure(plan.sqft_low, plan.sqft_high),
      community: plan.residences.map((r) => r.community).join(', ') || NOT_LISTED,
    },
    floorPlans: drawings(plan.name, plan.floorPlanImages),
  };
}
