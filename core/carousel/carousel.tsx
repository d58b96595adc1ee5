import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import 'flickity/css/flickity.css';
import { prefersReducedMotion } from '../browser/reduced-motion';
import { useText } from '../mount/use-text';
import { canStep, clampIndex, indexForKey, stepIndex } from './carousel-steps';
import type { CarouselEngine } from './flickity-engine';
import { carouselText } from './messages';
import './carousel.css';

export interface CarouselCell {
  /** Stable and unique: the carousel starts over when the set of keys changes. */
  key: string | number;
  content: ReactNode;
  /** The cell's picture in the thumbnail strip (a checked URL). */
  thumbnail?: string;
}

export interface CarouselProps {
  cells: readonly CarouselCell[];
  /** The carousel's accessible name: "Photos of 4521 Preserve Loop". */
  label: string;
  /** A strip of thumbnails under it (3 visible, the current one centred); a click moves the carousel. */
  thumbnails?: boolean;
  /** Next on the last cell goes to the first, and previous on the first to the last. */
  wrap?: boolean;
  initialIndex?: number;
  onChange?(index: number): void;
}

/**
 * The project's carousel: every carousel of the site is this one. Flickity (its own chunk, loaded
 * once the carousel is on the page) brings dragging and the thumbnail strip; the rest is ours,
 * because flickity alone is not accessible: named previous/next buttons, arrow keys, Home and End,
 * "Image 3 of 12" announced politely, and cells out of view hidden from assistive technology and
 * unfocusable (inert). Before flickity arrives, or if it never does, the buttons work the same
 * and only the current cell shows. No autoplay: nothing moves unless the visitor moves it.
 */
export function Carousel({
  cells,
  label,
  thumbnails = false,
  wrap = false,
  initialIndex = 0,
  onChange,
}: CarouselProps) {
  const count = cells.length;
  const [index, setIndex] = useState(() => clampIndex(initialIndex, count));
  const main = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const engine = useRef<CarouselEngine | undefined>(undefined);
  const reported = useRef(index);
  const t = useText(carouselText);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once a carousel: cells are fixed for one carousel, a new set comes with a new key (flickity does not see added cells)
  useEffect(() => {
    if (count < 2) return;
    let stopped = false;
    import('./flickity-engine')
      .then(({ startFlickity }) => {
        if (stopped || !main.current) return;
        main.current.classList.add('hb-carousel__main--flickity');
        engine.current = startFlickity(main.current, thumbnails ? strip.current : null, {
          index: reported.current,
          wrap,
          onChange: setIndex,
        });
      })
      // Without flickity the carousel still works with its buttons and keys: nothing to tell the visitor.
      .catch(() => undefined);
    return () => {
      stopped = true;
      engine.current?.destroy();
      engine.current = undefined;
    };
  }, []);

  // Cells out of view leave the accessibility tree and the tab order (flickity's own aria-hidden
  // alone would leave links in them focusable: axe aria-hidden-focus).
  useEffect(() => {
    main.current?.querySelectorAll<HTMLElement>('.hb-carousel__cell').forEach((cell, i) => {
      cell.inert = i !== index;
      if (i === index) cell.removeAttribute('aria-hidden');
      else cell.setAttribute('aria-hidden', 'true');
    });
    // Set here, not in the markup: flickity adds classes of its own to the same elements.
    strip.current
      ?.querySelectorAll('.hb-carousel__thumb')
      .forEach((thumb, i) => thumb.classList.toggle('hb-carousel__thumb--current', i === index));
    engine.current?.select(index, prefersReducedMotion());
    if (reported.current !== index) {
      reported.current = index;
      onChange?.(index);
    }
  }, [index, onChange]);

  if (count === 0) return null;
  const go = (to: number) => setIndex(clampIndex(to, count));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = indexForKey(event.key, index, count, wrap);
    if (to === undefined || count < 2) return;
    event.preventDefault();
    go(to);
  };
  const button = (delta: -1 | 1, name: string, className: string) => {
    const enabled = canStep(index, delta, count, wrap);
    return (
      // aria-disabled, not disabled: the button pressed to reach the end keeps focus.
      <button
        type="button"
        className={`hb-carousel__button ${className}`}
        aria-label={name}
        aria-disabled={!enabled || undefined}
        onClick={() => enabled && go(stepIndex(index, delta, count, wrap))}
      >
        <span aria-hidden="true">{delta < 0 ? '‹' : '›'}</span>
      </button>
    );
  };

  return (
    <section className="hb-carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="hb-carousel__main" ref={main}>
        {cells.map((cell, i) => (
          <div
            key={cell.key}
            className="hb-carousel__cell"
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { number: i + 1, count })}
          >
            {cell.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="hb-carousel__controls">
          {button(-1, t('previous'), 'hb-carousel__button--previous')}
          <p className="hb-carousel__status" aria-live="polite" aria-atomic="true">
            {t('status', { number: index + 1, count })}
          </p>
          {button(1, t('next'), 'hb-carousel__button--next')}
        </div>
      ) : null}
      {thumbnails && count > 1 ? (
        // A pointer shortcut: keyboard and screen reader users have the buttons and keys, so the
        // strip stays out of their way (no second set of stops for the same images).
        <div className="hb-carousel__thumbs" ref={strip} aria-hidden="true">
          {cells.map((cell, i) => (
            // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut in an aria-hidden strip; the keyboard has the buttons and arrow keys (see above)
            <div key={cell.key} className="hb-carousel__thumb" onClick={() => !engine.current && go(i)}>
              {cell.thumbnail ? (
                <img src={cell.thumbnail} alt="" width={160} height={107} loading="lazy" decoding="async" />
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
