import { safeUrl, telHref } from '../../core/security';
import type { Community, AmenityPin } from '../../core/api';
import { useText } from '../../core/mount';
import { amenitiesText } from './messages';

/** The house's card: the community itself. */
export function HouseCard({ community: c }: { community: Community }) {
  return (
    <div className="hb-community-amenities__card">
      <h3 className="hb-map__card-title">{c.name}</h3>
      {c.address ? <p className="hb-community-amenities__address">{c.address}</p> : null}
      {c.phone ? (
        <p>
          <a href={telHref(c.phone)}>{c.phone}</a>
        </p>
      ) : null}
    </div>
  );
}

/** A place's card: its name, its kind, and directions in Google Maps. */
export function PlaceCard({ pin, kind }: { pin: AmenityPin; kind: string }) {
  const directions = safeUrl(
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${pin.latitude},${pin.longitude}`)}`,
  );
  const t = useText(amenitiesText);
  return (
    <div className="hb-community-amenities__card">
      <h3 className="hb-map__card-title">{pin.name}</h3>
      <p className="hb-community-amenities__kind">{kind}</p>
      {directions ? (
        <p>
          <a href={directions} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <span className="hb-visually-hidden">{t('directionsTo', { name: pin.name })}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
