export type { MapMarker } from './map-marker';
export { AMENITY_MAP_OPTIONS, DEFAULT_MAP_VIEW, MICROSITE_ZOOM } from './map-settings';
export { MapView } from './ui/map-view';
export { FIT_PINS } from './use-map-viewport';
