import { useMemo, useState } from 'react';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { useText } from '../mount/use-text';
import { Modal } from '../ui/modal';
import { Carousel, type CarouselCell } from './carousel';
import { carouselText } from './messages';
import './gallery-modal.css';

/** One picture of a gallery, as the API gives it (img small/large); the URLs are checked here. */
export interface GalleryImage {
  small?: string | null;
  large?: string | null;
  alt: string;
  /** A floor plan drawing: shown whole on white, and the dialog offers to zoom in on it. */
  drawing?: boolean;
  /** What the picture is, shown on it: "First floor". */
  label?: string | null;
}

interface GalleryModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and the carousel's name: "Lakeside Preserve gallery". */
  title: string;
  images: readonly GalleryImage[];
  /** The picture the visitor chose: the carousel opens on it. */
  startAt?: number;
}

/**
 * The zoomed drawing opens at its middle, where the rooms are, not at its top-left corner's white
 * margin. Its box is known before the file arrives (width and height), so this holds at mount.
 */
const atItsCentre = (box: HTMLElement | null) =>
  box?.scrollTo((box.scrollWidth - box.clientWidth) / 2, (box.scrollHeight - box.clientHeight) / 2);

/**
 * The one gallery dialog of the bundle: the project's carousel with its thumbnail strip in the
 * shared Modal. Every "view the photos" of the site (a residence's elevations, the gallery's
 * grid) opens this, at the picture chosen. The carousel exists only while the dialog is open,
 * so flickity and the large pictures load when a visitor asks for them. On a floor plan drawing
 * a "Zoom in" toggle shows it at two and a half times in a box that scrolls (keys, wheel, touch).
 */
export function GalleryModal({ open, onClose, title, images, startAt = 0 }: GalleryModalProps) {
  const t = useText(carouselText);
  const shown = useMemo(
    () =>
      images.flatMap((image) => {
        const src = apiUrl(image.large) ?? apiUrl(image.small);
        return src ? [{ ...image, src }] : [];
      }),
    [images],
  );
  const cells = useMemo<CarouselCell[]>(
    () =>
      shown.map((image, i) => ({
        key: `${i}:${image.src}`,
        thumbnail: image.drawing ? image.src : (apiUrl(image.small) ?? image.src),
        content: (
          <img
            className={image.drawing ? 'hb-gallery-modal__drawing' : undefined}
            src={image.src}
            srcSet={
              image.drawing
                ? undefined
                : apiSrcSet([
                    [image.small, '480w'],
                    [image.large, '1200w'],
                  ])
            }
            sizes={image.drawing ? undefined : '(min-width: 1025px) 960px, 100vw'}
            alt={image.alt}
            width={1200}
            height={800}
            decoding="async"
          />
        ),
      })),
    [shown],
  );
  // A picture whose URL failed the check is left out: the chosen one keeps its place among the rest.
  const start = Math.max(
    0,
    images.slice(0, startAt).filter((image) => apiUrl(image.large) ?? apiUrl(image.small)).length,
  );
  const [current, setCurrent] = useState<number>();
  const [zoomed, setZoomed] = useState(false);
  // Each opening starts where the visitor chose, not zoomed; zooming out comes back to the same picture.
  const [opening, setOpening] = useState({ open, startAt: start });
  if (opening.open !== open || opening.startAt !== start) {
    setOpening({ open, startAt: start });
    setCurrent(undefined);
    setZoomed(false);
  }
  const at = current ?? start;
  const image = shown[at];
  const zoomedName = image ? t('zoomed', { alt: image.alt }) : undefined;
  return (
    <Modal open={open} onClose={onClose} title={title} size="large">
      {cells.length ? (
        <div className="hb-gallery-modal">
          {image?.drawing ? (
            <button
              type="button"
              className="hb-button hb-button--secondary hb-gallery-modal__zoom-toggle"
              aria-pressed={zoomed}
              onClick={() => setZoomed(!zoomed)}
            >
              {t('zoomIn')}
            </button>
          ) : null}
          {zoomed && image ? (
            <div
              className="hb-gallery-modal__zoom"
              role="region"
              aria-label={zoomedName}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can pan it (axe scrollable-region-focusable)
              tabIndex={0}
              ref={atItsCentre}
            >
              <img src={image.src} alt={image.alt} width={3000} height={2000} decoding="async" />
            </div>
          ) : (
            <Carousel
              key={`${start}|${cells.map((c) => c.key).join('|')}`}
              cells={cells}
              label={title}
              thumbnails={cells.length > 1}
              initialIndex={at}
              onChange={setCurrent}
            />
          )}
        </div>
      ) : (
        <p role="alert">{t('cannotShow')}</p>
      )}
    </Modal>
  );
}
