import {
  availabilityLabel,
  communityFacts,
  communityMarkerId,
  isNowSelling,
  priceFromText,
  RegionName,
} from '../../core/communities';
import { FavoriteHeart } from '../../core/favorites';
import { safeNavigationUrl } from '../../core/security';
import { apiSrcSet, apiUrl } from '../../core/api';
import type { Community } from '../../core/api';
import { useLang, useText } from '../../core/mount';
import './community-list.css';
import { communityMapText } from './messages';

interface CommunityListProps {
  communities: readonly Community[];
  selectedId: string | null;
  /** Pins on the map; a community without a position has no "Show on map". */
  mapped: ReadonlySet<string>;
  onShowOnMap(markerId: string): void;
}

/** The text alternative to the map: the same communities in the same order, with the same facts. */
export function CommunityList({ communities, selectedId, mapped, onShowOnMap }: CommunityListProps) {
  const lang = useLang();
  const t = useText(communityMapText);
  return (
    <ul className="hb-community-list" aria-label={t('communities')}>
      {communities.map((c) => {
        const markerId = communityMarkerId(c.id);
        const href = safeNavigationUrl(c.url);
        const image = apiUrl(c.assets.image.small);
        return (
          <li
            key={c.id}
            className={`hb-community-list__item${selectedId === markerId ? ' hb-community-list__item--selected' : ''}`}
          >
            {image ? (
              <img
                className="hb-community-list__image"
                src={image}
                srcSet={apiSrcSet([
                  [c.assets.image.small, '480w'],
                  [c.assets.image.large, '1200w'],
                ])}
                sizes="(min-width: 1024px) 200px, 100vw"
                alt=""
                width={480}
                height={320}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <div className="hb-community-list__body">
              <h3 className="hb-community-list__name">{href ? <a href={href}>{c.name}</a> : c.name}</h3>
              <p className="hb-community-list__region">
                <RegionName community={c} />
              </p>
              <p className="hb-community-list__price">{priceFromText(c.price, lang)}</p>
              <ul className="hb-community-card__facts">
                {communityFacts(c, lang).map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
              <p
                className={`hb-community-card__status${isNowSelling(c) ? ' hb-community-card__status--now-selling' : ''}`}
              >
                {availabilityLabel(c.availability, lang)}
              </p>
              <div className="hb-community-list__actions">
                {mapped.has(markerId) ? (
                  <button
                    type="button"
                    className="hb-community-list__show"
                    aria-label={t('showOnMapNamed', { name: c.name })}
                    onClick={() => onShowOnMap(markerId)}
                  >
                    {t('showOnMap')}
                  </button>
                ) : null}
                <FavoriteHeart type="community" id={c.id} name={c.name} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
