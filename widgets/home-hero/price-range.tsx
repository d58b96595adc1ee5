import { useState } from 'react';
import {
  formatDollars,
  type PriceBound,
  type PriceNote,
  type PriceRange as PriceRangeValue,
  settleTypedPriceNotes,
} from '../../core/rules';
import { useText } from '../../core/mount';
import { heroText } from './messages';
import { PriceInput } from './price-input';
import './price-range.css';

export type { PriceRangeValue };

interface PriceRangeProps {
  bounds: { min: number; max: number };
  step: number;
  value: PriceRangeValue;
  onChange(value: PriceRangeValue): void;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * The homepage's price slider: two thumbs on one track (two native range inputs, so keys and
 * screen readers work as everywhere) and two number fields beside them. The thumbs stop a step
 * short of each other; a typed price is rounded to the step (spec.md section 9) and, where it
 * was changed, the field says so politely.
 */
export function PriceRange({ bounds, step, value, onChange }: PriceRangeProps) {
  const { min, max } = bounds;
  const t = useText(heroText);
  const say = ({ key, values }: PriceNote) =>
    ({
      roundedDown: t('roundedDown', values),
      roundedUp: t('roundedUp', values),
      setLowest: t('setLowest', values),
      setHighest: t('setHighest', values),
      setBelowHighest: t('setBelowHighest', values),
      setAboveLowest: t('setAboveLowest', values),
      maxMovedUp: t('maxMovedUp', values),
      minMovedDown: t('minMovedDown', values),
    })[key];
  const [note, setNote] = useState<{ bound: PriceBound; text: string } | null>(null);
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const slideLow = (n: number) => {
    const low = clamp(n, min, value.high - step);
    onChange({ low, high: value.high });
    return low;
  };
  const slideHigh = (n: number) => {
    const high = clamp(n, value.low + step, max);
    onChange({ low: value.low, high });
    return high;
  };
  // A thumb dragged to the other stops a step before it; the input is told so itself, as preact
  // skips re-rendering a controlled value that did not change.
  const slide = (set: (n: number) => number) => (e: { currentTarget: HTMLInputElement }) => {
    setNote(null);
    const kept = set(Number(e.currentTarget.value));
    if (String(kept) !== e.currentTarget.value) e.currentTarget.value = String(kept);
  };
  const type = (bound: PriceBound) => (typed: number) => {
    const settled = settleTypedPriceNotes(bound, typed, value, { low: min, high: max }, step);
    setNote(settled.notes.length ? { bound, text: settled.notes.map(say).join(' ') } : null);
    onChange(settled.range);
  };
  const noteOf = (bound: PriceBound) => (note?.bound === bound ? note.text : '');
  // With both thumbs near the top end, the low one must be on top, or it could not be moved.
  const lowOnTop = value.low > (min + max) / 2;
  return (
    <fieldset className="hb-price-range">
      <legend className="hb-price-range__legend">{t('priceRange')}</legend>
      <div className="hb-price-range__track">
        <div
          className="hb-price-range__fill"
          style={{ left: `${percent(value.low)}%`, right: `${100 - percent(value.high)}%` }}
        />
        <input
          type="range"
          className={`hb-price-range__thumb${lowOnTop ? ' hb-price-range__thumb--top' : ''}`}
          aria-label={t('minimumPrice')}
          aria-valuetext={formatDollars(value.low)}
          min={min}
          max={max}
          step={step}
          value={value.low}
          onInput={slide(slideLow)}
        />
        <input
          type="range"
          className="hb-price-range__thumb"
          aria-label={t('maximumPrice')}
          aria-valuetext={formatDollars(value.high)}
          min={min}
          max={max}
          step={step}
          value={value.high}
          onInput={slide(slideHigh)}
        />
      </div>
      <div className="hb-price-range__ends" aria-hidden="true">
        <span>{formatDollars(min)}</span>
        <span>{formatDollars(max)}</span>
      </div>
      <div className="hb-price-range__fields">
        <PriceInput
          label={t('minimumPrice')}
          value={value.low}
          min={min}
          max={max}
          step={step}
          note={noteOf('low')}
          onCommit={type('low')}
        />
        <PriceInput
          label={t('maximumPrice')}
          value={value.high}
          min={min}
          max={max}
          step={step}
          note={noteOf('high')}
          onCommit={type('high')}
        />
      </div>
    </fieldset>
  );
}
