import type { MapMarker } from '../../core/map';
import type { Community, Amenity, AmenityPin } from '../../core/api';
import type { Lang } from '../../core/i18n';
import { text } from '../../core/i18n';
import { amenitiesText } from './messages';

export const HOUSE_MARKER_ID = 'community-house';

/** Ids go into a space-separated data attribute: keep them to plain characters. */
export const placeMarkerId = (placeId: string) => `place-${placeId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The community's own marker: the blue house, never merged into a cluster. */
export const houseMarker = (c: Community, lang: Lang = 'en'): MapMarker => ({
  id: HOUSE_MARKER_ID,
  lat: c.latitude,
  lng: c.longitude,
  name: c.name,
  label: text(amenitiesText, lang, 'thisCommunity', { name: c.name }),
  kind: 'house',
  clusters: false,
});

/** One amenity's pins: "Highland Academy, Schools". */
export const amenityMarkers = (amenity: Amenity): (MapMarker & { pin: AmenityPin })[] =>
  amenity.pins.map((pin) => ({
    id: placeMarkerId(pin.place_id),
    lat: pin.latitude,
    lng: pin.longitude,
    name: pin.name,
    label: `${pin.name}, ${amenity.name}`,
    kind: 'place',
    pin,
  }));
