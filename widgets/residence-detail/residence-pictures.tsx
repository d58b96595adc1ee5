import { useState } from 'react';
import { GalleryModal, type GalleryImage } from '../../core/carousel';
import { apiSrcSet, apiUrl } from '../../core/api';

/**
 * The residence's first picture large and a strip of every picture; each opens the gallery
 * dialog (core/carousel's GalleryModal) at that picture. The strip is one row of fixed height,
 * so more pictures never move the page.
 */
export function ResidencePictures({ name, images }: { name: string; images: GalleryImage[] }) {
  const [openAt, setOpenAt] = useState<number>();
  const shown = images.flatMap((image, index) => {
    const small = apiUrl(image.small) ?? apiUrl(image.large);
    return small ? [{ ...image, index, small, large: apiUrl(image.large) ?? small }] : [];
  });
  const first = shown[0];
  if (!first) return null;
  const count = shown.length;
  return (
    <div className="hb-residence__pictures">
      <button
        type="button"
        className="hb-residence__main-picture"
        aria-haspopup="dialog"
        onClick={() => setOpenAt(first.index)}
      >
        <img
          src={first.large}
          srcSet={apiSrcSet([
            [first.small, '480w'],
            [first.large, '1200w'],
          ])}
          sizes="(min-width: 1025px) 55vw, 100vw"
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          decoding="async"
        />
        <span className="hb-visually-hidden">{`Open the gallery at picture 1 of ${count}: ${first.alt}`}</span>
      </button>
      {count > 1 ? (
        <ul className="hb-residence__strip" aria-label={`${name} pictures`}>
          {shown.map((image, i) => (
            <li key={`${image.index}:${image.small}`}>
              <button
                type="button"
                className="hb-residence__thumb"
                aria-haspopup="dialog"
                onClick={() => setOpenAt(image.index)}
              >
                <img src={image.small} alt="" width={120} height={80} loading="lazy" decoding="async" />
                <span className="hb-visually-hidden">{`Open the gallery at picture ${i + 1} of ${count}: ${image.alt}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <GalleryModal
        open={openAt !== undefined}
        onClose={() => setOpenAt(undefined)}
        title={`${name} gallery`}
        images={images}
        startAt={openAt ?? 0}
      />
    </div>
  );
}
