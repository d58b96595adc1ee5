import { useState } from 'react';
import { usePageId, useText } from '../../core/mount';
import { comparePageText } from './messages';

interface CompareActionsProps {
  count: number;
  onlyDifferences: boolean;
  onOnlyDifferences(value: boolean): void;
}

/** Above the table: show only the rows that differ, copy the comparison's address, print it. */
export function CompareActions({ count, onlyDifferences, onOnlyDifferences }: CompareActionsProps) {
  const [copied, setCopied] = useState('');
  const t = useText(comparePageText);
  const checkboxId = usePageId('hb-compare-only');

  const copy = () => {
    const url = location.href;
    const done = (ok: boolean) => setCopied(ok ? t('copied') : t('copyThis', { url }));
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
          <label htmlFor={checkboxId}>{t('onlyDiffer')}</label>
        </span>
      ) : null}
      <button type="button" className="hb-compare__action" onClick={copy}>
        {t('copy')}
      </button>
      <button type="button" className="hb-compare__action" onClick={() => window.print()}>
        {t('print')}
      </button>
      <p className="hb-compare__copied" role="status">
        {copied}
      </p>
    </div>
  );
}
