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
