import type { LatLng } from './geo';

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The distance between two places along the earth's surface (haversine), in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** "0.8 mi", "5.6 mi", "12 mi": a tenth of a mile near, whole miles from 10 on. */
export const formatMiles = (miles: number): string => `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
