/**
 * spec.md section 3: every payload carries these lists; each holds the ids (or, for regions, the
 * desired locations) a form is about. Empty lists are sent too, so the CRM always sees one shape.
 */
export const SELECTED_LISTS = [
  'selected_communities',
  'selected_regions',
  'selected_residences',
  'selected_plans',
  'selected_careers',
  'selected_events',
  'selected_homes',
] as const;

export type SelectedListName = (typeof SELECTED_LISTS)[number];

/**
 * Besides spec.md's seven, selected_lots: sent only by a form about a lot (issue 34's lot map
 * reserves a lot with its id there).
 */
export type SelectedLists = Partial<Record<SelectedListName | 'selected_lots', (number | string)[]>>;

export const isSelectedList = (name: string): name is SelectedListName =>
  (SELECTED_LISTS as readonly string[]).includes(name);
