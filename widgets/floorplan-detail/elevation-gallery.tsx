import { apiSrcSet, apiUrl } from '../../core/api';
import type { Plan } from '../../core/api';

type Elevation = Plan['elevationImages'][number];

/** The plan's elevations, large images that scale with the page. */
export function ElevationGallery({ planName, images }: { planName: string; images: Elevation[] }) {
  const shown = images
    .map((image) => ({
      small: apiUrl(image.img.small),
      large: apiUrl(image.img.large),
      alt: image.alt || `${planName} elevation`,
    }))
    .filter((i) => i.large);
  if (!shown.length) return null;
  return (
    <section className="hb-fp-detail__section">
      <h3 className="hb-fp-detail__section-title">Elevations</h3>
      <ul className="hb-fp-detail__elevations">
        {shown.map((image, i) => (
          <li key={image.large}>
            <img
              src={image.large}
              srcSet={apiSrcSet([
                [image.small, '480w'],
                [image.large, '1200w'],
              ])}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={image.alt}
              width={1200}
              height={800}
              loading={i ? 'lazy' : undefined}
              fetchPriority={i ? undefined : 'high'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
