import type { Community } from '../../core/api';
import { availabilityLabel, communityFacts, isNowSelling, priceFromText } from '../../core/communities/facts';
import { apiSrcSet, apiUrl } from '../../core/api';
import { useCollectionName, useRegionName } from '../../core/communities';
import { EmbeddedWidget } from '../../core/ui';
import { useLang, useText } from '../../core/mount';
import { communityText } from './messages';

interface CommunityHeaderProps {
  community: Community;
  /** Opens the site plan; absent when the community has none. */
  onSitePlan?: () => void;
}

/**
 * The microsite's top: the community's picture, name, region, "from" price, ranges and
 * availability, its heart, and what a buyer does next (reserve a lot while it sells, get
 * updates, the site plan).
 */
export function CommunityHeader({ community: c, onSitePlan }: CommunityHeaderProps) {
  const image = apiUrl(c.assets.image.large) ?? apiUrl(c.assets.image.small);
  const lang = useLang();
  const t = useText(communityText);
  // Region and collection as /api/region/list-names and /api/collection name them (spec.md section 7).
  const where = [useRegionName(c.region_id, c.region), useCollectionName(c.collection?.name)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="hb-community__header">
      {image ? (
        <img
          className="hb-community__hero"
          src={image}
          srcSet={apiSrcSet([
            [c.assets.image.small, '480w'],
            [c.assets.image.large, '1200w'],
          ])}
          sizes="(min-width: 1025px) 50vw, 100vw"
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
        />
      ) : null}
      <div className="hb-community__intro">
        <p className={`hb-community__availability${isNowSelling(c) ? ' hb-community__availability--selling' : ''}`}>
          {availabilityLabel(c.availability, lang)}
        </p>
        <div className="hb-community__title-row">
          <h1 className="hb-community__name">{c.name}</h1>
          <EmbeddedWidget name="favorite-button" attributes={{ type: 'community', id: String(c.id), name: c.name }} />
        </div>
        {where ? <p className="hb-community__where">{where}</p> : null}
        <p className="hb-community__price">{priceFromText(c.price, lang)}</p>
        <ul className="hb-community__facts">
          {communityFacts(c, lang).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <div className="hb-community__actions">
          {isNowSelling(c) ? (
            <EmbeddedWidget name="reserve-lot-form" attributes={{ 'community-id': String(c.id) }} />
          ) : null}
          <EmbeddedWidget name="get-updates-form" attributes={{ 'community-id': String(c.id) }} />
          {onSitePlan ? (
            <button type="button" className="hb-button hb-button--secondary" onClick={onSitePlan}>
              {t('viewSitePlan')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
