import type { Community } from '../../core/api';
import { safeNavigationUrl, safeUrl, telHref } from '../../core/security';
import { apiUrl } from '../../core/api';
import { useText } from '../../core/mount';
import { communityText } from './messages';

/** Google Maps' directions to the community's entrance (a link out: opens Maps, or the app on a phone). */
const directionsUrl = (c: Community) =>
  safeUrl(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${c.latitude},${c.longitude}`)}`);

/** What the community is, where it is and how to reach its sales team; its brochure and floorplans page. */
export function CommunityOverview({ community: c }: { community: Community }) {
  const phone = c.phone ? telHref(c.phone) : undefined;
  const brochure = apiUrl(c.brochurePdf);
  const floorplans = safeNavigationUrl(`${c.url.replace(/\/+$/, '')}/floorplans`);
  const directions = directionsUrl(c);
  const t = useText(communityText);
  return (
    <div className="hb-community__overview">
      {c.description ? <p className="hb-community__description">{c.description}</p> : null}
      <dl className="hb-community__contact">
        {c.address ? (
          <div>
            <dt>{t('address')}</dt>
            <dd>{c.address}</dd>
          </div>
        ) : null}
        {c.phone ? (
          <div>
            <dt>{t('phone')}</dt>
            <dd>{phone ? <a href={phone}>{c.phone}</a> : c.phone}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="hb-community__links">
        {directions ? (
          <li>
            <a href={directions} target="_blank" rel="noopener noreferrer">
              {t('directions')}
              <span className="hb-visually-hidden">{t('directionsNewTab')}</span>
            </a>
          </li>
        ) : null}
        {brochure ? (
          <li>
            <a href={brochure} target="_blank" rel="noopener">
              {t('brochure')}
              <span className="hb-visually-hidden">{t('opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
        {floorplans ? (
          <li>
            <a href={floorplans}>{t('everyFloorplan')}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
