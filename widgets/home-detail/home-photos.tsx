import { useMemo } from 'react';
import { Carousel, type CarouselCell } from '../../core/carousel';
import type { Home } from '../../core/api';
import { apiSrcSet, apiUrl } from '../../core/api';

/** The home's photos: the main carousel and the thumbnail strip under it (spec.md sections 2 and 9). */
export function HomePhotos({ home }: { home: Home }) {
  const street = home.address.split(',')[0];
  const cells = useMemo<CarouselCell[]>(
    () =>
      home.images.flatMap((image, i) => {
        const src = apiUrl(image.img.large) ?? apiUrl(image.img.small);
        if (!src) return [];
        const alt = image.alt || `Photo ${i + 1} of ${street}`;
        return [
          {
            key: `${i}:${src}`,
            thumbnail: apiUrl(image.img.small) ?? src,
            content: (
              <img
                src={src}
                srcSet={apiSrcSet([
                  [image.img.small, '480w'],
                  [image.img.large, '1200w'],
                ])}
                sizes="(min-width: 1025px) 60vw, 100vw"
                alt={alt}
                width={1200}
                height={800}
                loading={i ? 'lazy' : undefined}
                fetchPriority={i ? undefined : 'high'}
                decoding="async"
              />
            ),
          },
        ];
      }),
    [home.images, street],
  );
  if (!cells.length) return null;
  // A new set of photos is a new carousel (flickity does not see cells added later).
  return <Carousel key={cells.map((c) => c.key).join('|')} cells={cells} label={`Photos of ${street}`} thumbnails />;
}
