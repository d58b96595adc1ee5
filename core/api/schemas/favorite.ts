import { enums, type Infer, integer, type } from 'superstruct';

export const FAVORITEABLE_TYPES = ['community', 'plan', 'residence', 'home', 'apartmentResidence'] as const;
export const FavoriteableType = enums(FAVORITEABLE_TYPES);
export type FavoriteableType = Infer<typeof FavoriteableType>;

/** A favorite or a recently viewed item: the same pair names both. */
export const Favorite = type({ favoriteable_id: integer(), favoriteable_type: FavoriteableType });
export type Favorite = Infer<typeof Favorite>;

/** Whether the not-logged-in modal shows for this visitor (spec.md section 4: unless it is hide). */
export const ModalStatus = enums(['show', 'hide']);
export type ModalStatus = Infer<typeof ModalStatus>;
