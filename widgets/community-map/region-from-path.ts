/** spec.md section 2: a region's communities live at /our-communities/region/{seo_name}. */
const REGION_PATH = /\/our-communities\/region\/([^/?#]+)\/?$/;

export const regionPath = (seoName: string) => `/our-communities/region/${encodeURIComponent(seoName)}`;
export const ALL_COMMUNITIES_PATH = '/our-communities';

/** The region's seo_name in an address such as /our-communities/region/lake-wales, else undefined. */
export function regionFromPath(pathname: string): string | undefined {
  const match = REGION_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
