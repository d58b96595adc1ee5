import Flickity from 'flickity';
// Flickity 3 has no asNavFor of its own: without this plugin the option is silently ignored (DEPENDENCIES.md).
import 'flickity-as-nav-for';

export interface CarouselEngine {
  select(index: number, instant: boolean): void;
  destroy(): void;
}

interface EngineOptions {
  index: number;
  wrap: boolean;
  /** A drag or a thumbnail click moved the carousel. */
  onChange(index: number): void;
}

const PLAIN = {
  prevNextButtons: false,
  pageDots: false,
  setGallerySize: false,
  cellAlign: 'center',
  accessibility: false,
} as const;

/**
 * Flickity on the carousel's own markup: the keyboard, buttons and announcements stay ours
 * (accessibility, buttons and dots off); flickity brings dragging, swiping and the thumbnail
 * strip, which follows the main carousel and moves it on click (asNavFor).
 */
export function startFlickity(
  main: HTMLElement,
  thumbs: HTMLElement | null,
  { index, wrap, onChange }: EngineOptions,
): CarouselEngine {
  const carousel = new Flickity(main, {
    ...PLAIN,
    cellSelector: '.hb-carousel__cell',
    initialIndex: index,
    wrapAround: wrap,
  });
  // contain: the strip stays full at both ends (three thumbnails at the first photo, not the first alone
  // in the middle of an empty half), and centres the current one everywhere else.
  const strip = thumbs
    ? new Flickity(thumbs, {
        ...PLAIN,
        cellSelector: '.hb-carousel__thumb',
        initialIndex: index,
        asNavFor: main,
        contain: true,
      })
    : undefined;
  carousel.on('change', onChange);
  return {
    select: (i, instant) => carousel.select(i, wrap, instant),
    destroy() {
      strip?.destroy();
      carousel.destroy();
    },
  };
}
