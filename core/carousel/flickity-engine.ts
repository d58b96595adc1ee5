import Flickity from 'flickity';
// Flickity 3 has no asNavFor of its own: without this plugin the option is silently ignored (DEPENDENCIES.md).
import 'flickity-as-nav-for';
import { THUMBNAILS_SHOWN } from './carousel-steps';

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
  // spec.md section 2, "3 visible, centred": the current thumbnail sits in the middle at every photo,
  // the first and last included, so the strip wraps around (the last photo's thumbnail left of the
  // first's) rather than leave an end empty. Too few to fill it: they stay together (contain).
  const fills = thumbs ? thumbs.querySelectorAll('.hb-carousel__thumb').length >= THUMBNAILS_SHOWN : false;
  const strip = thumbs
    ? new Flickity(thumbs, {
        ...PLAIN,
        cellSelector: '.hb-carousel__thumb',
        initialIndex: index,
        asNavFor: main,
        wrapAround: fills,
        contain: !fills,
      })
    : undefined;
  // Flickity announces every selection, ours too. Ours is not passed back: the wrapper already
  // holds it, and one announced late (its effect runs a frame after the move) would undo a key
  // pressed since (a held arrow key lost every other step).
  let selecting = false;
  carousel.on('change', (i: number) => selecting || onChange(i));
  return {
    select(i, instant) {
      selecting = true;
      try {
        carousel.select(i, wrap, instant);
      } finally {
        selecting = false;
      }
    },
    destroy() {
      strip?.destroy();
      carousel.destroy();
    },
  };
}
