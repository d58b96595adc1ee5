import type { Home, Plan } from '../../core/api';
import { estimatedMonthlyPayment } from '../../core/rules/mortgage';
import { featureSheetUrl, formatDollars, formatRange } from '../../core/rules';
import { safeNavigationUrl } from '../../core/security';
import { apiSrcSet, apiUrl } from '../../core/api';
import type { ListingText } from '../../core/listings';
import type { Values } from '../../core/i18n';
import type en from './messages.en';

/** The rows of the comparison whose values are compared (the photo and feature sheet are shown, not compared). */
export const FIGURE_ROWS = ['price', 'monthly', 'beds', 'baths', 'sqft', 'community'] as const;
export type FigureKey = (typeof FIGURE_ROWS)[number];

/** What a column shows of one home or plan, as text the visitor reads (and the "differs" rule compares). */
export interface CompareColumn {
  name: string;
  /** "Move-in-ready home", "Floorplan". */
  what: string;
  href?: string;
  /** The first picture: its small file, and both sizes as a srcset. */
  image?: { src: string; srcSet?: string; alt: string };
  figures: Record<FigureKey, string>;
  featureSheet?: string;
  /** Its floor plan drawings, first floor first (shown side by side, not compared). */
  floorPlans: { src: string; alt: string; label: string }[];
}

/** The compare page's words and the listings' (prices), in the widget's language. */
export interface ColumnWords {
  t(key: keyof typeof en, values?: Values): string;
  listing: ListingText;
}

const monthly = ({ t, listing }: ColumnWords, price: number | null, from = false) =>
  price === null
    ? listing.t('unpriced')
    : from
      ? t('fromPerMonth', { amount: formatDollars(estimatedMonthlyPayment(price)) })
      : t('perMonth', { amount: formatDollars(estimatedMonthlyPayment(price)) });
const figure = ({ t }: ColumnWords, low: number | null, high: number | null = null) =>
  formatRange(low, high) || t('notListed');

function firstImage(images: Home['images'], alt: string): CompareColumn['image'] {
  const img = images[0]?.img;
  const src = apiUrl(img?.small);
  return src
    ? {
        src,
        srcSet: apiSrcSet([
          [img?.small, '480w'],
          [img?.large, '1200w'],
        ]),
        alt: images[0]?.alt || alt,
      }
    : undefined;
}

/** The API's floorPlanImages (optional: an older CMS has none) with checked URLs. */
function drawings({ t }: ColumnWords, name: string, images: Plan['floorPlanImages']): CompareColumn['floorPlans'] {
  return (images ?? []).flatMap((image, i) => {
    const src = apiUrl(image.img.large) ?? apiUrl(image.img.small);
    const label = image.label?.trim() || t('floorPlanN', { n: i + 1 });
    return src
      ? [{ src, label, alt: image.alt?.trim() || t('floorPlanAlt', { name, label: label.toLowerCase() }) }]
      : [];
  });
}

export function homeColumn(home: Home, words: ColumnWords): CompareColumn {
  const { t } = words;
  return {
    name: home.address,
    what: home.plan ? t('homePlan', { plan: home.plan }) : t('home'),
    image: firstImage(home.images, t('front', { address: home.address })),
    figures: {
      price: words.listing.homePrice(home.price),
      monthly: monthly(words, home.price),
      beds: figure(words, home.beds),
      baths: figure(words, home.baths),
      sqft: figure(words, home.sqft),
      community: home.community.name,
    },
    // spec.md section 2: high-size pdf from 2000 sq ft, else low-size, else the brochure.
    featureSheet: apiUrl(featureSheetUrl(home.sqft, home.community) ?? home.featureUrl),
    floorPlans: drawings(words, home.plan ? t('thePlan', { plan: home.plan }) : home.address, home.floorPlanImages),
  };
}

export function planColumn(plan: Plan, words: ColumnWords): CompareColumn {
  const { t } = words;
  return {
    name: plan.name,
    what: t('floorplan'),
    href: safeNavigationUrl(plan.url),
    image: firstImage(plan.elevationImages, words.listing.elevationAlt(plan.name)),
    figures: {
      price: words.listing.fromPrice(plan.price),
      monthly: monthly(words, plan.price, true),
      beds: figure(words, plan.bed_low, plan.bed_high),
      baths: figure(words, plan.bath_low, plan.bath_high),
      sqft: figure(words, plan.sqft_low, plan.sqft_high),
      community: plan.residences.map((r) => r.community).join(', ') || t('notListed'),
    },
    floorPlans: drawings(words, plan.name, plan.floorPlanImages),
  };
}
