import { useMemo } from 'react';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { Modal } from '../ui/modal';
import { Carousel, type CarouselCell } from './carousel';
import './gallery-modal.css';

/** One picture of a gallery, as the API gives it (img small/large); the URLs are checked here. */
export interface GalleryImage {
  small?: string | null;
  large?: string | null;
  alt: string;
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
 * The one gallery dialog of the bundle: the project's carousel with its thumbnail strip in the
 * shared Modal. Every "view the photos" of the site (a residence's elevations, the gallery's
 * grid) opens this, at the picture chosen. The carousel exists only while the dialog is open,
 * so flickity and the large pictures load when a visitor asks for them.
 */
export function GalleryModal({ open, onClose, title, images, startAt = 0 }: GalleryModalProps) {
  const cells = useMemo<CarouselCell[]>(
    () =>
      images.flatMap((image, i) => {
        const src = apiUrl(image.large) ?? apiUrl(image.small);
        if (!src) return [];
        return [
          {
            key: `${i}:${src}`,
            thumbnail: apiUrl(image.small) ?? src,
            content: (
              <img
                src={src}
                srcSet={apiSrcSet([
                  [image.small, '480w'],
                  [image.large, '1200w'],
                ])}
                sizes="(min-width: 1025px) 960px, 100vw"
                alt={image.alt}
                width={1200}
                height={800}
                decoding="async"
              />
            ),
          },
        ];
      }),
    [images],
  );
  // A picture whose URL failed the check is left out: the chosen one keeps its place among the rest.
  const start = Math.max(
    0,
    images.slice(0, startAt).filter((image) => apiUrl(image.large) ?? apiUrl(image.small)).length,
  );
  return (
    <Modal open={open} onClose={onClose} title={title} size="large">
      {cells.length ? (
        <div className="hb-gallery-modal">
          <Carousel
            key={`${start}|${cells.map((c) => c.key).join('|')}`}
            cells={cells}
            label={title}
            thumbnails={cells.length > 1}
            initialIndex={start}
          />
        </div>
      ) : (
        <p role="alert">These pictures cannot be shown just now.</p>
      )}
    </Modal>
  );
}
