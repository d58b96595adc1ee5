import { useState } from 'react';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { useText } from '../mount/use-text';
import { GalleryModal, type GalleryImage } from './gallery-modal';
import { carouselText } from './messages';
import './media-gallery.css';

/** Tiles in the strip under the main picture: a fifth says how many more the gallery holds. */
const TILES = 5;

interface MediaGalleryProps {
  /** "Aspen": names the strip ("Aspen pictures") and the dialog ("Aspen gallery"). */
  name: string;
  /** Floor plan drawings first, then elevations and photos. URLs are checked here. */
  images: readonly GalleryImage[];
  /** The first picture is the page's main one: loaded at once and early (LCP). */
  priority?: boolean;
}

/**
 * A detail page's pictures: the first large, a strip of five tiles under it (the fifth "+3" when
 * there are more), each opening the gallery dialog at that picture. Floor plan drawings show
 * whole (never cropped) on white, with their floor named; in print they are what shows, a page
 * wide each. The strip is one row at every width, so the count of pictures never moves the page.
 */
export function MediaGallery({ name, images, priority = true }: MediaGalleryProps) {
  const [openAt, setOpenAt] = useState<number>();
  const t = useText(carouselText);
  const shown = images.flatMap((image, index) => {
    const small = apiUrl(image.small) ?? apiUrl(image.large);
    return small ? [{ ...image, index, small, large: apiUrl(image.large) ?? small }] : [];
  });
  const first = shown[0];
  if (!first) return null;
  const count = shown.length;
  const tiles = count > 1 ? shown.slice(0, TILES) : [];
  const more = count - TILES;
  const kind = (image: GalleryImage) => (image.drawing ? ' hb-media--drawing' : '');
  return (
    <div className="hb-media">
      <button
        type="button"
        className={`hb-media__main${kind(first)}`}
        aria-haspopup="dialog"
        onClick={() => setOpenAt(first.index)}
      >
        <img
          src={first.large}
          srcSet={
            first.drawing
              ? undefined
              : apiSrcSet([
                  [first.small, '480w'],
                  [first.large, '1200w'],
                ])
          }
          sizes={first.drawing ? undefined : '(min-width: 1024px) 58vw, 100vw'}
          alt=""
          width={1200}
          height={800}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
        {first.label ? (
          <span className="hb-media__label" aria-hidden="true">
            {first.label}
          </span>
        ) : null}
        <span className="hb-visually-hidden">{t('openAt', { number: 1, count, alt: first.alt })}</span>
      </button>
      {tiles.length ? (
        <ul className="hb-media__strip" aria-label={t('strip', { name })}>
          {tiles.map((image, i) => {
            const rest = i === TILES - 1 && more > 0 ? more + 1 : 0;
            return (
              <li key={`${image.index}:${image.small}`} className={`hb-media__tile${kind(image)}`}>
                <button
                  type="button"
                  className="hb-media__thumb"
                  aria-haspopup="dialog"
                  onClick={() => setOpenAt(image.index)}
                >
                  <img
                    src={image.drawing ? image.large : image.small}
                    alt=""
                    width={120}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                  {rest ? (
                    <span className="hb-media__more" aria-hidden="true">
                      +{rest}
                    </span>
                  ) : null}
                  <span className="hb-visually-hidden">
                    {rest
                      ? t('openAtMore', { number: i + 1, count, more: rest, alt: image.alt })
                      : t('openAt', { number: i + 1, count, alt: image.alt })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <GalleryModal
        open={openAt !== undefined}
        onClose={() => setOpenAt(undefined)}
        title={t('dialog', { name })}
        images={images}
        startAt={openAt ?? 0}
      />
    </div>
  );
}
