import type { Community } from '../../core/api';
import { safeNavigationUrl, safeUrl, telHref } from '../../core/security';
import { apiUrl } from '../../core/api';

/** Google Maps' directions to the community's entrance (a link out: opens Maps, or the app on a phone). */
const directionsUrl = (c: Community) =>
  safeUrl(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${c.latitude},${c.longitude}`)}`);

/** What the community is, where it is and how to reach its sales team; its brochure and floorplans page. */
export function CommunityOverview({ community: c }: { community: Community }) {
  const phone = c.phone ? telHref(c.phone) : undefined;
  const brochure = apiUrl(c.brochurePdf);
  const floorplans = safeNavigationUrl(`${c.url.replace(/\/+$/, '')}/floorplans`);
  const directions = directionsUrl(c);
  return (
    <div className="hb-community__overview">
      {c.description ? <p className="hb-community__description">{c.description}</p> : null}
      <dl className="hb-community__contact">
        {c.address ? (
          <div>
            <dt>Address</dt>
            <dd>{c.address}</dd>
          </div>
        ) : null}
        {c.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>{phone ? <a href={phone}>{c.phone}</a> : c.phone}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="hb-community__links">
        {directions ? (
          <li>
            <a href={directions} target="_blank" rel="noopener noreferrer">
              Get directions<span className="hb-visually-hidden"> (opens Google Maps in a new tab)</span>
            </a>
          </li>
        ) : null}
        {brochure ? (
          <li>
            <a href={brochure} target="_blank" rel="noopener">
              Download the brochure (PDF)<span className="hb-visually-hidden">, opens in a new tab</span>
            </a>
          </li>
        ) : null}
        {floorplans ? (
          <li>
            <a href={floorplans}>See every floorplan and its price</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
