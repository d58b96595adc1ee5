import type { ReactNode } from 'react';
import type { Community } from '../api/schemas/community';
import { useLang, useText } from '../mount/use-text';
import { safeNavigationUrl } from '../security/safe-navigation-url';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { availabilityLabel, communityFacts, isNowSelling, priceFromText } from './community-facts';
import { communitiesText } from './messages';
import { RegionName } from './region-name';

/**
 * A community's info card on a map: image, name, region, price from, the bed/bath/sq ft ranges,
 * its selling status, a link to its page and the favorite heart (passed in by the widget).
 */
export function CommunityCard({ community: c, favorite }: { community: Community; favorite?: ReactNode }) {
  const image = apiUrl(c.assets.image.small);
  const href = safeNavigationUrl(c.url);
  const lang = useLang();
  const t = useText(communitiesText);
  return (
    <div className="hb-community-card">
      {image ? (
        <img
          className="hb-community-card__image"
          src={image}
          srcSet={apiSrcSet([
            [c.assets.image.small, '480w'],
            [c.assets.image.large, '1200w'],
          ])}
          sizes="(min-width: 640px) 320px, 100vw"
          alt=""
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="hb-community-card__body">
        <h3 className="hb-map__card-title">{c.name}</h3>
        <p className="hb-community-card__region">
          <RegionName community={c} />
        </p>
        <p className="hb-community-card__price">{priceFromText(c.price, lang)}</p>
        <ul className="hb-community-card__facts">
          {communityFacts(c, lang).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className={`hb-community-card__status${isNowSelling(c) ? ' hb-community-card__status--now-selling' : ''}`}>
          {availabilityLabel(c.availability, lang)}
        </p>
        <div className="hb-community-card__actions">
          {href ? (
            <a className="hb-button hb-community-card__link" href={href}>
              {t('viewCommunity', { name: c.name })}
            </a>
          ) : null}
          {favorite}
        </div>
      </div>
    </div>
  );
}
