import { useState } from 'react';
import type { Video } from '../../core/api';
import { getVideos } from '../../core/api/reads/content';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { apiSrcSet, apiUrl } from '../../core/api';
import { NothingFound, ReadView } from '../../core/ui/read';
import { PlayBadge, VideoModal } from '../../core/ui/video';
import { videosText } from './messages';
import './videos.css';

/** The flag of /api/video that marks the homeowner care library (spec.md section 7: optional flag query). */
export const HOMEOWNER_CARE_FLAG = 'homeowner-care';

/** A thumbnail's width in the grid (videos.css: one column to 564 px, then 16rem and up; measured 343 px at 375, 265 px at 1280). */
const VIDEO_THUMB_SIZES = '(min-width: 36rem) 20rem, calc(100vw - 2rem)';

export function Videos() {
  const videos = useRead((signal) => getVideos({ query: { flag: HOMEOWNER_CARE_FLAG }, signal }), []);
  const [playing, setPlaying] = useState<Video | null>(null);
  const headingId = usePageId('hb-videos-heading');
  const t = useText(videosText);
  return (
    <section className="hb-videos" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-videos__heading">
        {t('heading')}
      </h2>
      <ReadView read={videos} loading={t('loading')} empty={<NothingFound>{t('empty')}</NothingFound>}>
        {({ results }) => (
          <ul className="hb-videos__grid">
            {results.map((video, i) => {
              const thumbnail = apiUrl(video.thumbnail);
              return (
                <li key={video.id} className="hb-videos__item">
                  <button type="button" className="hb-videos__play hb-play-target" onClick={() => setPlaying(video)}>
                    <span className="hb-videos__thumb">
                      {thumbnail ? (
                        <img
                          src={thumbnail}
                          srcSet={apiSrcSet(video.thumbnail_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
                          sizes={VIDEO_THUMB_SIZES}
                          alt=""
                          width={320}
                          height={180}
                          loading={i ? 'lazy' : undefined}
                          fetchPriority={i ? undefined : 'high'}
                          decoding="async"
                        />
                      ) : null}
                      <PlayBadge />
                    </span>
                    <span className="hb-videos__title">
                      <span className="hb-visually-hidden">{t('play')}</span>
                      {video.title}
                    </span>
                  </button>
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
