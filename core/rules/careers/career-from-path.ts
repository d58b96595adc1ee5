/** spec.md section 2: a career's page is /careers/{id} (a slug may follow the id: /careers/2-assistant-construction-manager). */
const CAREER_PATH = /\/careers\/(\d{1,9})(?:-[^/]*)?\/?$/;

/** The link to a career's page. */
export const careerPath = (id: number) => `/careers/${id}`;

/** The career id of an address such as /careers/2, else undefined (the careers list, any other page). */
export function careerFromPath(pathname: string): number | undefined {
  const match = CAREER_PATH.exec(pathname);
  return match ? Number(match[1]) : undefined;
}
