import { useCallback, useRef, useState } from 'react';
import { apiSrcSet, apiUrl } from '../../core/api';
import type { Asset } from '../../core/api';
import './hero-slides.css';
import { useText } from '../../core/mount';
import { heroText } from './messages';
import { useAutoplay } from './use-autoplay';

/**
 * The hero's slideshow, written for this page rather than flickity (GPL-3.0, 12.6 KB, its own
 * stylesheet and aria-hidden handling to undo): one picture at a time with a cross-fade,
 * previous / next, and a pause button first in the tab order (WAI-ARIA carousel pattern).
 */
export function HeroSlides({ slides }: { slides: readonly Asset[] }) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const next = useCallback(() => setCurrent((i) => (i + 1) % count), [count]);
  const previous = () => setCurrent((i) => (i - 1 + count) % count);
  const root = useRef<HTMLElement>(null);
  const { rotating, stopped, toggle } = useAutoplay(root, count, next);
  const t = useText(heroText);

  return (
    <section className="hb-hero-slides" aria-roledescription={t('carousel')} aria-label={t('slidesLabel')} ref={root}>
      {count > 1 ? (
        <div className="hb-hero-slides__controls">
          <button type="button" className="hb-hero-slides__control" onClick={toggle}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
            </svg>
            <span className="hb-visually-hidden">{stopped ? t('playSlides') : t('pauseSlides')}</span>
          </button>
          <button type="button" className="hb-hero-slides__control" onClick={previous}>
            <svg className="hb-hero-slides__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15.5 5 8.5 12l7 7" />
            </svg>
            <span className="hb-visually-hidden">{t('previousSlide')}</span>
          </button>
          <button type="button" className="hb-hero-slides__control" onClick={next}>
            <svg className="hb-hero-slides__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m8.5 5 7 7-7 7" />
            </svg>
            <span className="hb-visually-hidden">{t('nextSlide')}</span>
          </button>
        </div>
      ) : null}
      <div className="hb-hero-slides__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const src = apiUrl(slide.img.large);
          return (
            <div
              key={slide.id}
              className={`hb-hero-slides__slide${i === current ? ' hb-hero-slides__slide--current' : ''}`}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { n: i + 1, count })}
              aria-hidden={i === current ? undefined : true}
            >
              {src ? (
                <img
                  src={src}
                  alt={slide.alt}
                  width={1200}
                  height={800}
                  srcSet={apiSrcSet([
                    [slide.img.small, '480w'],
                    [slide.img.large, '1200w'],
                  ])}
                  sizes="100vw"
                  loading={i === 0 ? undefined : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
