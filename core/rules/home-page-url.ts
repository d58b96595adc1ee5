/** spec.md section 2: a move-in-ready home's own page (the CMS route; the id comes from the page). */
export const homePageUrl = (id: number): string => `/move-in-ready/${id}`;
