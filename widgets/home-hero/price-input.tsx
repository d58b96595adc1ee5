import { usePageId } from '../../core/mount';
import { useState } from 'react';

interface PriceInputProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** What became of the last typed price, when it was changed (rounded, kept in range). */
  note: string;
  /** Called with what the visitor typed, once they leave the field or press Enter. */
  onCommit(value: number): unknown;
}

/**
 * A number field beside the slider for keyboard and screen-reader users. What is typed is kept
 * as typed until the visitor leaves the field or presses Enter, so "150000" is not clamped at "1".
 */
export function PriceInput({ label, value, min, max, step, note, onCommit }: PriceInputProps) {
  const id = usePageId();
  const noteId = usePageId();
  // What the visitor is typing, until committed; otherwise the field shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.replace(/[$,\s]/g, ''));
    if (draft.trim() !== '' && Number.isFinite(typed)) onCommit(typed);
    setDraft(null);
  };
  return (
    <div className="hb-price-range__field">
      <label htmlFor={id}>{label}</label>
      <span className="hb-price-range__money">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(value)}
          onInput={(e) => setDraft(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-describedby={noteId}
        />
      </span>
      {/* Always there, so the change is announced politely when the text arrives. */}
      <p id={noteId} className="hb-price-range__note" role="status">
        {note}
      </p>
    </div>
  );
}
