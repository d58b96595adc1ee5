import { useMemo, useState } from 'react';
import { AMENITY_MAP_OPTIONS, MapView, MICROSITE_ZOOM } from '../../core/map';
import { getAmenities, getCommunity } from '../../core/api/reads/community';
import { loadPolkCountyOutline, POLK_COUNTY_TOWNS } from '../../core/communities';
import { ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { HouseCard, PlaceCard } from './amenity-cards';
import { AmenityFilter } from './amenity-filter';
import { amenityMarkers, HOUSE_MARKER_ID, houseMarker } from './amenity-markers';
import { useLang, useText } from '../../core/mount';
import './community-amenities.css';
import { amenitiesText } from './messages';

/** Rings around the community on the keyless map: what is within a mile or two. */
const AMENITY_RINGS_MILES = [1, 2];

/**
 * spec.md section 2, microsite amenities page: a map at zoom 13 (scroll wheel, street view and
 * map type control off) with the community's blue house, and a filter whose choice clears the
 * info window, swaps in that amenity's pins and unchecks the others (section 4).
 */
export function CommunityAmenities({ communityId }: { communityId: number }) {
  const community = useRead((signal) => getCommunity(communityId, { signal }), [communityId]);
  const amenities = useRead((signal) => getAmenities(communityId, { signal }), [communityId]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const lang = useLang();
  const t = useText(amenitiesText);

  const amenity = amenities.status === 'success' ? (amenities.results.find((a) => a.name === chosen) ?? null) : null;
  const places = useMemo(() => (amenity ? amenityMarkers(amenity) : []), [amenity]);
  const markers = useMemo(
    () => (community.status === 'success' ? [houseMarker(community.result, lang), ...places] : []),
    [community, places, lang],
  );

  const choose = (name: string | null) => {
    setSelectedId(null); // the info window closes whenever the filter changes
    setChosen(name);
  };

  // The community is the map's centre and its house: without it there is no map. Without the
  // amenities the map still shows the house, and the filter's place says why it is missing.
  // The layout waits for both answers: on a phone the filter, as tall as its amenities are many,
  // sits above the map and would push it down if it arrived second.
  const layout = amenities.status === 'loading' ? amenities : community;
  return (
    <ReadView read={layout} loading={t('loadingMap')} minHeight="30rem">
      {({ result: c }) => (
        <div className="hb-community-amenities__layout">
          <ReadView read={amenities} loading={t('loadingAmenities')} fallback={false}>
            {({ results }) => <AmenityFilter amenities={results} chosen={chosen} onChoose={choose} />}
          </ReadView>
          <div className="hb-community-amenities__map">
            <p className="hb-community-amenities__status" role="status">
              {amenity
                ? t('placesNear', { amenity: amenity.name, count: amenity.pins.length, name: c.name })
                : t('onTheMap', { name: c.name })}
            </p>
            <MapView
              landmarks={POLK_COUNTY_TOWNS}
              outline={loadPolkCountyOutline}
              rings={{ center: { lat: c.latitude, lng: c.longitude }, miles: AMENITY_RINGS_MILES }}
              markers={markers}
              label={t('mapLabel', { name: c.name })}
              clusterNoun="places"
              selectedId={selectedId}
              onSelect={setSelectedId}
              start={{ center: { lat: c.latitude, lng: c.longitude }, zoom: MICROSITE_ZOOM }}
              googleOptions={AMENITY_MAP_OPTIONS}
              includeKey={chosen ?? ''}
              renderCard={(marker) => {
                const place = places.find((p) => p.id === marker.id);
                return marker.id === HOUSE_MARKER_ID || !place ? (
                  <HouseCard community={c} />
                ) : (
                  <PlaceCard pin={place.pin} kind={amenity?.name ?? ''} />
                );
              }}
            />
            {amenity ? (
              <ul
                className="hb-community-amenities__places"
                aria-label={t('listLabel', { amenity: amenity.name, name: c.name })}
              >
                {amenity.pins.map((pin) => (
                  <li key={pin.place_id}>{pin.name}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </ReadView>
  );
}
