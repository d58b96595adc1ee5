import { safeNavigationUrl } from '../../core/security';

/**
 * A community's floorplans page, from the page of the plan as offered there:
 * /community/lakeside-preserve/floorplans/aspen → /community/lakeside-preserve/floorplans.
 */
export function communityFloorplansUrl(residenceUrl: string): string | undefined {
  const safe = safeNavigationUrl(residenceUrl);
  if (!safe) return undefined;
  const url = new URL(safe, location.href);
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/';
  url.search = '';
  url.hash = '';
  return url.href;
}
