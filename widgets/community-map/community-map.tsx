import { useMemo, useState } from 'react';
import {
  CommunityCard,
  communityMarkerId,
  communityMarkers,
  loadPolkCountyOutline,
  POLK_COUNTY_TOWNS,
} from '../../core/communities';
import { FIT_PINS, MapView } from '../../core/map';
import { FavoriteHeart } from '../../core/favorites';
import { getCommunities } from '../../core/api/reads/community';
import { getRegion, getRegions } from '../../core/api/reads/region';
import { Loader } from '../../core/ui';
import { NothingFound, ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { type Community, failure } from '../../core/api';
import { text } from '../../core/i18n';
import { specMessage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import { CommunityList } from './community-list';
import './community-map.css';
import { PrintListForm } from './print-list-form';
import { ALL_COMMUNITIES_PATH, regionFromPath } from './region-from-path';
import { RegionNav } from './region-nav';
import { communityMapText } from './messages';

/** The all-communities page reads no single region. */
const NO_REGION = failure('No regions found');
/** spec.md section 8, in the widget's language (core/i18n/spec-messages). */
const NO_COMMUNITIES = 'No communities found';

interface CommunityMapProps {
  /** A region's seo_name; else the one in the address (/our-communities/region/{seo_name}). */
  region: string | undefined;
  /** Which panel a phone shows first (map by default); wider screens show both. */
  view: 'map' | 'list' | undefined;
}

/**
 * spec.md section 2, communities map: every community (or a region's) as pins on a map and as a
 * list, with toggles on a phone, side by side on wider screens, and a printable full list.
 */
export function CommunityMap({ region: regionAttr, view = 'map' }: CommunityMapProps) {
  const communities = useRead((signal) => getCommunities({ signal }), []);
  const regions = useRead(() => getRegions(), []);
  const [panel, setPanel] = useState(view);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const seoName = regionAttr || regionFromPath(location.pathname);
  const lang = useLang();
  const t = useText(communityMapText);

  const regionList = regions.status === 'success' ? regions.results : [];
  const listed = seoName ? (regionList.find((r) => r.seo_name === seoName) ?? null) : null;
  // spec.md section 7: a region's page names it as /api/region/{id} does; if that read fails,
  // as the region list did (the page still shows its communities).
  const listedId = listed?.id;
  const one = useRead(
    async (signal) => (listedId === undefined ? NO_REGION : getRegion(listedId, { signal })),
    [listedId],
  );
  const region = useMemo(
    () =>
      listed &&
      (one.status === 'success' && one.result.id === listed.id ? { ...listed, name: one.result.name } : listed),
    [listed, one],
  );
  const shown = useMemo(
    () =>
      communities.status !== 'success'
        ? []
        : region
          ? communities.results.filter((c) => c.region_id === region.id)
          : communities.results,
    [communities, region],
  );
  const markers = useMemo(() => communityMarkers(shown, lang), [shown, lang]);
  const mapped = useMemo(() => new Set(markers.map((m) => m.id)), [markers]);
  const byMarker = useMemo(() => new Map(shown.map((c) => [communityMarkerId(c.id), c])), [shown]);

  const layout = () => {
    const title = region ? t('communitiesIn', { region: region.name }) : t('ourCommunities');
    // The printed list's title is sent, so it is the English page's.
    const sentTitle = region
      ? text(communityMapText, 'en', 'communitiesIn', { region: region.name })
      : text(communityMapText, 'en', 'ourCommunities');
    return (
      <div className={`hb-community-map__layout hb-community-map__layout--show-${panel}`}>
        <h2 className="hb-visually-hidden">{title}</h2>
        {regionList.length ? <RegionNav regions={regionList} current={region} /> : null}
        <div className="hb-community-map__bar">
          <p className="hb-community-map__count" role="status">
            {region ? t('countIn', { count: shown.length, region: region.name }) : t('count', { count: shown.length })}
          </p>
          <div className="hb-community-map__toggles" role="group" aria-label={t('showAs')}>
            {(['map', 'list'] as const).map((p) => (
              <button
                key={p}
                type="button"
                className="hb-community-map__toggle"
                aria-pressed={panel === p}
                onClick={() => setPanel(p)}
              >
                {p === 'map' ? t('map') : t('list')}
              </button>
            ))}
          </div>
          <PrintListForm title={sentTitle} communities={shown} />
        </div>
        {shown.length === 0 ? (
          <NothingFound>{specMessage(NO_COMMUNITIES, lang)}</NothingFound>
        ) : (
          <div className="hb-community-map__panels">
            <div className="hb-community-map__map-panel">
              <MapView
                landmarks={POLK_COUNTY_TOWNS}
                outline={loadPolkCountyOutline}
                markers={markers}
                label={region ? t('mapOfCommunitiesIn', { region: region.name }) : t('mapOfOurCommunities')}
                clusterNoun="communities"
                start={FIT_PINS}
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
            </div>
            <div className="hb-community-map__list-panel">
              <CommunityList
                communities={shown}
                selectedId={selectedId}
                mapped={mapped}
                onShowOnMap={(id) => {
                  setPanel('map');
                  setSelectedId(id);
                }}
              />
            </div>
          </div>
        )}
      </div>
    );
  };

  const missing = (
    <NothingFound action={<a href={ALL_COMMUNITIES_PATH}>{t('seeAll')}</a>}>
      {specMessage(NO_COMMUNITIES, lang)}
    </NothingFound>
  );
  return (
    <ReadView read={communities} loading={t('loading')} minHeight="32rem">
      {() =>
        // A region's page also needs the regions, to know which one it is.
        seoName ? (
          <ReadView read={regions} loading={t('loading')} minHeight="32rem">
            {() => (region ? layout() : missing)}
          </ReadView>
        ) : regions.status === 'loading' ? (
          // The region links come first in the layout: waiting for them keeps the map from jumping down.
          <Loader label={t('loading')} />
        ) : (
          layout()
        )
      }
    </ReadView>
  );
}
