import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { usePageId, useText } from '../../core/mount';
import { wrapStep } from '../../core/rules/about';
import { processText } from './messages';
import './step-slideshow.css';

export interface Step {
  title: string;
  content: ReactNode;
}

/**
 * A step-by-step slideshow (WAI-ARIA carousel pattern, without rotation): one step at a time,
 * previous / next that wrap at both ends (spec.md section 4), a numbered list to jump to any step,
 * arrow keys, Home and End anywhere inside it, and "Step 3 of 8" in a polite live region.
 * No drag physics, so no flickity: see docs/widgets.md ("About pages") for why it is not on
 * core's carousel.
 */
export function StepSlideshow({ label, steps }: { label: string; steps: readonly Step[] }) {
  const [current, setCurrent] = useState(0);
  const count = steps.length;
  const go = (index: number) => setCurrent(wrapStep(index, count));
  const slideId = usePageId('hb-step-slide');
  const headingId = usePageId('hb-step-heading');
  const step = steps[current];
  const t = useText(processText);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <section className="hb-steps" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <ol className="hb-steps__list">
        {steps.map((s, i) => (
          <li key={s.title} className="hb-steps__item">
            <button
              type="button"
              className="hb-steps__jump"
              aria-current={i === current ? 'step' : undefined}
              aria-controls={slideId}
              onClick={() => go(i)}
            >
              <span className="hb-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="hb-steps__jump-title">
                <span className="hb-visually-hidden">{t('stepName', { number: i + 1 })}</span>
                {s.title}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <p className="hb-steps__count" role="status">
        {t('stepOf', { number: current + 1, count })}
      </p>
      <div
        id={slideId}
        className="hb-steps__slide"
        role="group"
        aria-roledescription="slide"
        aria-labelledby={headingId}
      >
        <h3 id={headingId} className="hb-steps__title">
          {step.title}
        </h3>
        {step.content}
      </div>
      <div className="hb-steps__controls">
        <button
          type="button"
          className="hb-button hb-button--secondary hb-steps__control"
          aria-controls={slideId}
          aria-label={t('previousStep')}
          onClick={() => go(current - 1)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15.5 5 8.5 12l7 7" />
          </svg>
          {t('previous')}
        </button>
        <button
          type="button"
          className="hb-button hb-steps__control"
          aria-controls={slideId}
          aria-label={t('nextStep')}
          onClick={() => go(current + 1)}
        >
          {t('next')}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m8.5 5 7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}
