import type { Asset, Video } from '../../core/api';
import { apiSrcSet, apiUrl } from '../../core/api';
import { useText } from '../../core/mount';
import { PlayBadge } from '../../core/ui/video';
import { galleryText } from './messages';

/** A tile's width in the grid (gallery.css: one column on a phone, three or so from 768 px). */
const GALLERY_SIZES = '(min-width: 768px) 33vw, 100vw';

interface GalleryGridProps {
  pictures: readonly Asset[];
  videos: readonly Video[];
  /** The index of the picture chosen among `pictures`. */
  onView(index: number): void;
  onPlay(video: Video): void;
}

/**
 * The chosen tag's pictures, then its videos, as a list. Pictures load lazily with their size set
 * (the grid's cells keep a fixed ratio, so nothing moves when they arrive).
 */
export function GalleryGrid({ pictures, videos, onView, onPlay }: GalleryGridProps) {
  const t = useText(galleryText);
  const [p, v] = [
    pictures.length ? t('pictures', { count: pictures.length }) : '',
    videos.length ? t('videos', { count: videos.length }) : '',
  ];
  const shown = p && v ? t('both', { pictures: p, videos: v }) : p || v;
  return (
    <>
      <p className="hb-gallery__count" role="status">
        {shown ? t('showing', { shown }) : t('nothing')}
      </p>
      <ul className="hb-gallery__grid">
        {pictures.map((picture, i) => {
          const src = apiUrl(picture.img.small) ?? apiUrl(picture.img.large);
          return (
            <li key={`p${picture.id}`} className="hb-gallery__item">
              <button type="button" className="hb-gallery__open" aria-haspopup="dialog" onClick={() => onView(i)}>
                {src ? (
                  <img
                    src={src}
                    srcSet={apiSrcSet([
                      [picture.img.small, '480w'],
                      [picture.img.large, '1200w'],
                    ])}
                    sizes={GALLERY_SIZES}
                    alt={picture.alt}
                    width={480}
                    height={320}
                    loading={i ? 'lazy' : undefined}
                    fetchPriority={i ? undefined : 'high'}
                    decoding="async"
                  />
                ) : (
                  <span className="hb-gallery__missing">{picture.alt}</span>
                )}
              </button>
            </li>
          );
        })}
        {videos.map((video) => {
          const thumbnail = apiUrl(video.thumbnail);
          return (
            <li key={`v${video.id}`} className="hb-gallery__item">
              <button
                type="button"
                className="hb-gallery__open hb-gallery__open--video hb-play-target"
                aria-haspopup="dialog"
                onClick={() => onPlay(video)}
              >
                <span className="hb-gallery__thumb">
                  {thumbnail ? (
                    <img
                      src={thumbnail}
                      srcSet={apiSrcSet(video.thumbnail_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
                      sizes={GALLERY_SIZES}
                      alt=""
                      width={480}
                      height={320}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <PlayBadge />
                </span>
                <span className="hb-gallery__video-title">
                  <span className="hb-visually-hidden">{t('playVideo')}</span>
                  {video.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
