import type { Placed } from './clusters';

/** The pin styles of the bundle's maps. */
export type MarkerKind = 'community' | 'place' | 'house';

/** A pin as every map of the bundle draws it, with or without Google. */
export interface MapMarker extends Placed {
  /** Short name: the card's title and a cluster's list ("Lakeside Preserve"). */
  name: string;
  /** The pin's accessible name ("Lakeside Preserve, from $289,990"). */
  label: string;
  kind: MarkerKind;
}
