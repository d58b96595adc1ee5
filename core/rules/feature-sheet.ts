/** spec.md section 2: homes of 2000 sq ft or more use the high-size features pdf. */
export const HIGH_SIZE_SQFT = 2_000;

interface SheetSources {
  featuresHighPdf?: string | null;
  featuresLowPdf?: string | null;
  brochurePdf?: string | null;
}

/**
 * The feature sheet of a move-in-ready home: the community's high-size pdf for 2000 sq ft or
 * more when it has one; otherwise the low-size pdf; otherwise the community brochure.
 */
export function featureSheetUrl(sqft: number, community: SheetSources): string | undefined {
  if (sqft >= HIGH_SIZE_SQFT && community.featuresHighPdf) return community.featuresHighPdf;
  return community.featuresLowPdf || community.brochurePdf || undefined;
}
