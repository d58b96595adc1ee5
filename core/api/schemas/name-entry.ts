import { type Infer, integer, string, type } from 'superstruct';

/** /api/community/list-names and /api/region/list-names: just enough for a select. */
export const NameEntry = type({ id: integer(), name: string() });
export type NameEntry = Infer<typeof NameEntry>;
