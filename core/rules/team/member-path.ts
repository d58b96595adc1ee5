/** spec.md section 2: the team list lives at /our-team and a member's page at /our-team/{seo_name}. */
export const TEAM_PATH = '/our-team';

export const memberPath = (seoName: string) => `${TEAM_PATH}/${encodeURIComponent(seoName)}`;

/** The member's seo_name in an address such as /our-team/denise-ortiz, else undefined. */
export function memberFromPath(pathname: string): string | undefined {
  const match = /\/our-team\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
