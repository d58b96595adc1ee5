import type { Landmark, MapOutline } from '../map/geo';

/**
 * Towns of Polk County written on the keyless map, so a visitor without Google Maps can still
 * tell where a pin is. Decorative: the list beside the map carries every community's region.
 */
export const POLK_COUNTY_TOWNS: readonly Landmark[] = [
  { name: 'Lakeland', lat: 28.0395, lng: -81.9498 },
  { name: 'Winter Haven', lat: 28.0222, lng: -81.7329 },
  { name: 'Bartow', lat: 27.8964, lng: -81.8431 },
  { name: 'Auburndale', lat: 28.0653, lng: -81.7887 },
  { name: 'Lake Wales', lat: 27.9014, lng: -81.5859 },
  { name: 'Haines City', lat: 28.1142, lng: -81.6179 },
  { name: 'Mulberry', lat: 27.8953, lng: -81.9734 },
  { name: 'Polk City', lat: 28.1825, lng: -81.8239 },
  { name: 'Davenport', lat: 28.1614, lng: -81.6017 },
  { name: 'Lake Alfred', lat: 28.092, lng: -81.7231 },
  { name: 'Eagle Lake', lat: 27.9781, lng: -81.7564 },
  { name: 'Fort Meade', lat: 27.752, lng: -81.8018 },
  { name: 'Frostproof', lat: 27.7459, lng: -81.5306 },
  { name: 'Plant City', lat: 28.0186, lng: -82.1129 },
];

/** The keyless map's schematic outline of the county (lakes, main roads), in a chunk of its own. */
export const loadPolkCountyOutline = (): Promise<MapOutline> =>
  import('./polk-county-outline').then((m) => m.POLK_COUNTY_OUTLINE);
