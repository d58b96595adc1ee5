import { useState } from 'react';
import type { Video } from '../../core/api';
import { usePageId } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { VideoModal } from '../../core/ui/video';
import { regionsWithVideos } from './regions-with-videos';
import { useText } from '../../core/mount';
import './neighbor-regions.css';
import { neighborText } from './messages';

/** A thumbnail's width in its region's card (neighbor-regions.css: one column to 564 px, then 16rem and up; measured 309 px at 375, 231 px at 1280). */
const REGION_THUMB_SIZES = '(min-width: 36rem) 18rem, calc(100vw - 4rem)';

/** spec.md section 2, "A-neighbor-you-can-trust: regions and a video modal". */
export function NeighborRegions() {
  const regions = useRead((signal) => regionsWithVideos(signal), []);
  const [playing, setPlaying] = useState<Video | null>(null);
  const headingId = usePageId('hb-neighbor-regions-heading');
  const t = useText(neighborText);
  return (
    <section className="hb-neighbor-regions" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-neighbor-regions__heading">
        {t('heading')}
      </h2>
      <ReadView read={regions} loading={t('loading')} empty={<NothingFound>{t('none')}</NothingFound>}>
        {({ results }) => (
          <ul className="hb-neighbor-regions__list">
            {results.map((region, i) => {
              const thumbnail = apiUrl(region.video?.thumbnail);
              return (
                <li key={region.id} className="hb-neighbor-regions__region">
                  <h3 className="hb-neighbor-regions__name">{region.name}</h3>
                  {region.video ? (
                    <button
                      type="button"
                      className="hb-neighbor-regions__play"
                      onClick={() => setPlaying(region.video ?? null)}
                    >
                      {thumbnail ? (
                        <img
                          src={thumbnail}
                          srcSet={apiSrcSet(region.video.thumbnail_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
                          sizes={REGION_THUMB_SIZES}
                          alt=""
                          width={320}
                          height={180}
                          loading={i ? 'lazy' : undefined}
                          fetchPriority={i ? undefined : 'high'}
                          decoding="async"
                        />
                      ) : null}
                      <span>
                        {t('watch')} <span className="hb-visually-hidden">{t('theVideo')} </span>“{region.video.title}”
                      </span>
                    </button>
                  ) : null}
                  <a
                    className="hb-neighbor-regions__link"
                    href={`/our-communities/region/${encodeURIComponent(region.seo_name)}`}
                  >
                    {t('communitiesIn', { region: region.name })}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </ReadView>
      <VideoModal
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title ?? ''}
        url={playing?.url ?? ''}
      />
    </section>
  );
}
