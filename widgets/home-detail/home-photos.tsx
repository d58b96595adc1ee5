import { type ComponentType, useCallback, useMemo, useState } from 'react';
import { Carousel, type CarouselCell, floorPlanImages } from '../../core/carousel';
import type { Home } from '../../core/api';
import { apiSrcSet, apiUrl } from '../../core/api';
import type { FloorPlanDialog as Dialog } from './floor-plan-dialog';
import { useText } from '../../core/mount';
import { homeDetailText } from './messages';

/**
 * The home's floor plans, then its photos: the main carousel and the thumbnail strip under it
 * (spec.md sections 2 and 9). A floor plan opens, zoomable, in the gallery dialog.
 */
export function HomePhotos({ home }: { home: Home }) {
  const street = home.address.split(',')[0];
  const t = useText(homeDetailText);
  const [dialog, setDialog] = useState<ComponentType<Parameters<typeof Dialog>[0]>>();
  const [openAt, setOpenAt] = useState<number>();
  const whose = home.plan ? t('thePlan', { plan: home.plan }) : t('theHome');
  const drawings = useMemo(() => floorPlanImages(whose, home.floorPlanImages), [whose, home]);
  // The dialog's chunk, asked for at the first click (a second import answers at once).
  const openDrawing = useCallback((index: number) => {
    import('./floor-plan-dialog')
      .then((m) => {
        setDialog(() => m.FloorPlanDialog);
        setOpenAt(index);
      })
      // Without the dialog's code the drawing is still on the page: nothing more to offer.
      .catch(() => undefined);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: t follows the widget's language, which does not change
  const cells = useMemo<CarouselCell[]>(() => {
    const plans = drawings.flatMap((drawing, i) => {
      const src = apiUrl(drawing.large);
      if (!src) return [];
      return [
        {
          key: `plan:${i}:${src}`,
          thumbnail: src,
          content: (
            <button
              type="button"
              className="hb-home-detail__drawing"
              aria-haspopup="dialog"
              onClick={() => openDrawing(i)}
            >
              <span className="hb-visually-hidden">{t('zoom')}</span>
              <img
                src={src}
                alt={drawing.alt}
                width={1200}
                height={800}
                loading={i ? 'lazy' : undefined}
                fetchPriority={i ? undefined : 'high'}
                decoding="async"
              />
              <span className="hb-home-detail__drawing-label" aria-hidden="true">
                {drawing.label}
              </span>
            </button>
          ),
        },
      ];
    });
    const photos = home.images.flatMap((image, i) => {
      const src = apiUrl(image.img.large) ?? apiUrl(image.img.small);
      if (!src) return [];
      const alt = image.alt || t('photo', { n: i + 1, street });
      const first = !plans.length && i === 0;
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
              sizes="(min-width: 1024px) 58vw, 100vw"
              alt={alt}
              width={1200}
              height={800}
              loading={first ? 'eager' : 'lazy'}
              decoding="async"
            />
          ),
        },
      ];
    });
    return [...plans, ...photos];
  }, [home.images, drawings, street, openDrawing]);
  if (!cells.length) return null;
  const Loaded = dialog;
  // A new set of photos is a new carousel (flickity does not see cells added later).
  return (
    <>
      <Carousel key={cells.map((c) => c.key).join('|')} cells={cells} label={t('photosOf', { street })} thumbnails />
      {Loaded ? (
        <Loaded
          open={openAt !== undefined}
          onClose={() => setOpenAt(undefined)}
          title={t('plansOf', { street })}
          images={drawings}
          startAt={openAt ?? 0}
        />
      ) : null}
    </>
  );
}
