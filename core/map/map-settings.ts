/** spec.md section 9: the map's default centre (Polk County), its zoom limits, and the microsite's zoom. */
export const MAP_CENTER = { lat: 28.01, lng: -81.93 } as const;
export const MAP_ZOOM = { min: 10, max: 13 } as const;
export const MICROSITE_ZOOM = 13;
/** Where a map of all communities opens: the default centre at the widest zoom. */
export const DEFAULT_MAP_VIEW = { center: MAP_CENTER, zoom: MAP_ZOOM.min } as const;

/** spec.md section 2: the microsite amenities map keeps the page scrolling and the controls few. */
export const AMENITY_MAP_OPTIONS = { scrollwheel: false, streetViewControl: false, mapTypeControl: false } as const;

/** After this long without the Maps script answering, the keyless map stays. */
export const GOOGLE_MAPS_TIMEOUT_MS = 8_000;

/** Pins closer than this many pixels at the current zoom are drawn as one cluster. */
export const CLUSTER_RADIUS_PX = 36;

/**
 * The bundled outline (lakes, roads) is drawn at every zoom, so no view of the keyless map is a
 * blank grid (issue 33); its local roads from this zoom on, where the county view would be a
 * tangle of them. It is schematic, and the map says so under it.
 */
export const LOCAL_ROADS_MIN_ZOOM = 12;
