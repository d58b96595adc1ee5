import { useState } from 'react';
import { usePageId } from '../../core/mount';

interface CompareActionsProps {
  count: number;
  onlyDifferences: boolean;
  onOnlyDifferences(value: boolean): void;
}

/** Above the table: show only the rows that differ, copy the comparison's address, print it. */
export function CompareActions({ count, onlyDifferences, onOnlyDifferences }: CompareActionsProps) {
  const [copied, setCopied] = useState('');
  const checkboxId = usePageId('hb-compare-only');

  const copy = () => {
    const url = location.href;
    const done = (ok: boolean) =>
      setCopied(
        ok
          ? 'Link copied. Anyone who opens it sees these homes and plans.'
          : `Copy this address to share the comparison: ${url}`,
      );
    if (navigator.clipboard)
      navigator.clipboard.writeText(url).then(
        () => done(true),
        () => done(false),
      );
    else done(false);
  };

  return (
    <div className="hb-compare__actions">
      {count > 1 ? (
        <span className="hb-compare__only">
          <input
            id={checkboxId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(e) => onOnlyDifferences(e.currentTarget.checked)}
          />
          <label htmlFor={checkboxId}>Show only the rows that differ</label>
        </span>
      ) : null}
      <button type="button" className="hb-compare__action" onClick={copy}>
        Copy link
      </button>
      <button type="button" className="hb-compare__action" onClick={() => window.print()}>
        Print
      </button>
      <p className="hb-compare__copied" role="status">
        {copied}
      </p>
    </div>
  );
}
