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
 * Lists beside spec.md's seven, sent only by a form that names records in them: issue 34's lot
 * map reserves a lot with its id in selected_lots.
 */
export const EXTRA_LISTS = ['selected_lots'] as const;
export type ExtraListName = (typeof EXTRA_LISTS)[number];

export type SelectedLists = Partial<Record<SelectedListName | ExtraListName, (number | string)[]>>;

export const isSelectedList = (name: string): name is SelectedListName =>
  (SELECTED_LISTS as readonly string[]).includes(name);
