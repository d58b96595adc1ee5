import { useMemo, useState } from 'react';
import { useRead } from '../../core/mount/read';
import { ReadView } from '../../core/ui/read';
import { usePageId } from '../../core/mount';
import {
  CommunityCard,
  communityMarkerId,
  communityMarkers,
  loadPolkCountyOutline,
  POLK_COUNTY_TOWNS,
  priceFromText,
  RegionName,
} from '../../core/communities';
import { FavoriteHeart } from '../../core/favorites';
import { formatDollars, HOMEPAGE_PRICE_RANGE, PRICE_STEP } from '../../core/rules';
import { getCommunities } from '../../core/api/reads/community';
import { getAssets } from '../../core/api/reads/content';
import { FIT_PINS, MapView } from '../../core/map';
import { safeNavigationUrl } from '../../core/security';
import type { Asset, Community } from '../../core/api';
import { communitiesInRange, emptyRangeHint } from './communities-in-range';
import { HeroSlides } from './hero-slides';
import './home-hero.css';
import { PriceRange, type PriceRangeValue } from './price-range';
import { useLang, useText } from '../../core/mount';
import heroEn from './messages.en';
import { heroText } from './messages';

/** The tag the CMS gives the homepage's hero pictures. */
export const HERO_TAG = 'hero';
export const PROMOTION = heroEn.promotion;

const isHero = (a: Asset) => a.tags.some((t) => t.toLowerCase() === HERO_TAG);
const LIMITS = { low: HOMEPAGE_PRICE_RANGE.min, high: HOMEPAGE_PRICE_RANGE.max };

/**
 * spec.md section 2, homepage: hero slides with the promotion, a price slider from 125,000 to
 * 300,000 in spec.md section 9's 25,000 steps, and the map pins of the communities whose price
 * falls in the chosen range. An empty range says which bound to move, and where, to find one.
 */
export function HomeHero({ slidesOnly, finderOnly }: { slidesOnly?: boolean; finderOnly?: boolean }) {
  return (
    <div className="hb-home-hero__layout">
      {finderOnly ? null : <HeroBanner />}
      {slidesOnly ? null : <PriceFinder />}
    </div>
  );
}

/** The hero slides (assets tagged hero) with the promotion over them. */
function HeroBanner() {
  const assets = useRead((signal) => getAssets({ query: { flag: HERO_TAG }, signal }), []);
  const slides = assets.status === 'success' ? assets.results.filter(isHero) : [];
  const t = useText(heroText);
  return (
    /* While the slides load, their frame holds its size, so the finder below does not jump. */
    <div
      className={`hb-home-hero__banner${slides.length || assets.status === 'loading' ? '' : ' hb-home-hero__banner--plain'}`}
    >
      {slides.length ? (
        <HeroSlides slides={slides} />
      ) : assets.status === 'loading' ? (
        <div className="hb-hero-slides__viewport" />
      ) : null}
      <p className="hb-home-hero__promo">{t('promotion')}</p>
    </div>
  );
}

/** The price slider and the map of the communities in range, with their cards. */
function PriceFinder() {
  const communities = useRead((signal) => getCommunities({ signal }), []);
  const [range, setRange] = useState<PriceRangeValue>({
    low: HOMEPAGE_PRICE_RANGE.min,
    high: HOMEPAGE_PRICE_RANGE.max,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const titleId = usePageId();
  const lang = useLang();
  const t = useText(heroText);

  const inRange = useMemo(
    () => (communities.status === 'success' ? communitiesInRange(communities.results, range) : []),
    [communities, range],
  );
  const hint = useMemo(
    () =>
      communities.status === 'success' && inRange.length === 0
        ? emptyRangeHint(communities.results, range, LIMITS, lang)
        : null,
    [communities, inRange, range, lang],
  );
  const markers = useMemo(() => communityMarkers(inRange, lang), [inRange, lang]);
  const byMarker = useMemo(() => new Map(inRange.map((c) => [communityMarkerId(c.id), c])), [inRange]);
  const low = formatDollars(range.low);
  const high = formatDollars(range.high);

  return (
    <section className="hb-home-hero__finder" aria-labelledby={titleId}>
      <h2 id={titleId} className="hb-home-hero__title">
        {t('finderTitle')}
      </h2>
      <PriceRange bounds={HOMEPAGE_PRICE_RANGE} step={PRICE_STEP} value={range} onChange={setRange} />
      <ReadView read={communities} loading={t('loading')} minHeight="24rem">
        {() => (
          <>
            <p className="hb-home-hero__count" role="status">
              {t('inRange', { count: inRange.length, low, high })}
              {hint ? '.' : null}
              {hint ? <span className="hb-home-hero__hint"> {hint}</span> : null}
            </p>
            <MapView
              landmarks={POLK_COUNTY_TOWNS}
              outline={loadPolkCountyOutline}
              start={FIT_PINS}
              markers={markers}
              label={t('mapLabel')}
              clusterNoun="communities"
              selectedId={selectedId}
              onSelect={setSelectedId}
              renderCard={(marker) => {
                const community = byMarker.get(marker.id) as Community;
                return (
                  <CommunityCard
                    community={community}
                    favorite={<FavoriteHeart type="community" id={community.id} name={community.name} />}
                  />
                );
              }}
            />
            {inRange.length ? (
              <ul className="hb-home-hero__names" aria-label={t('namesLabel', { low, high })}>
                {inRange.map((c) => {
                  const href = safeNavigationUrl(c.url);
                  const name = <span className="hb-home-hero__name">{c.name}</span>;
                  return (
                    <li key={c.id} className="hb-home-hero__community">
                      {href ? <a href={href}>{name}</a> : name}
                      <span className="hb-home-hero__region">
                        <RegionName community={c} />
                      </span>
                      <span className="hb-home-hero__price">{priceFromText(c.price, lang)}</span>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </>
        )}
      </ReadView>
    </section>
  );
}
