/** A point on the earth, as the API sends it (latitude, longitude) and maps take it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A pixel position: in the world at some zoom, or on the screen. */
export interface Point {
  x: number;
  y: number;
}

/** What the map shows: its centre and its (whole) zoom level. */
export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A named place drawn on the keyless map for orientation (a town); decorative. */
export type Landmark = LatLng & { name: string };

/** [latitude, longitude]: the compact form of a bundled outline's points. */
export type LatLngPair = readonly [number, number];

/**
 * A road of an outline: how it is drawn (a local road only from LOCAL_ROADS_MIN_ZOOM), its points,
 * and its shield ("I-4") and where it is written.
 */
export interface OutlineRoad {
  kind: 'interstate' | 'highway' | 'local';
  path: readonly LatLngPair[];
  shield?: { text: string; at: LatLngPair };
}

/** A schematic outline of the area drawn under the keyless map's pins for orientation; decorative. */
export interface MapOutline {
  /** Lakes, each a closed ring of points (drawn smoothed). */
  lakes: readonly (readonly LatLngPair[])[];
  roads: readonly OutlineRoad[];
}

/** Circles drawn around a place on the keyless map, every `miles` (the microsite's "what is near"). */
export interface DistanceRings {
  center: LatLng;
  miles: readonly number[];
}
