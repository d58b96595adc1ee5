import type { Community } from '../api/schemas/community';
import type { Lang } from '../i18n/language';
import { communityPinLabel } from './community-facts';
import type { MapMarker } from '../map/map-marker';

export const communityMarkerId = (id: number) => `community-${id}`;

/** A community without a real position (none, or 0,0 "null island") stays in the list, off the map. */
const placed = (c: Community) =>
  Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && !(c.latitude === 0 && c.longitude === 0);

/** Communities as map pins, in the API's order (the list's order too). */
export function communityMarkers(communities: readonly Community[], lang: Lang = 'en'): MapMarker[] {
  return communities.filter(placed).map((c) => ({
    id: communityMarkerId(c.id),
    lat: c.latitude,
    lng: c.longitude,
    name: c.name,
    label: communityPinLabel(c, lang),
    kind: 'community',
  }));
}
