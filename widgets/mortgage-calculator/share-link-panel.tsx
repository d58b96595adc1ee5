import { usePageId } from '../../core/mount';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../core/mount';
import { calculatorText } from './messages';

/**
 * The link that brings these inputs back, shown as text (selectable when the clipboard is not
 * available) with a button that copies it and says so where everyone can see it.
 */
export function ShareLinkPanel({ link }: { link: string }) {
  const id = usePageId();
  const t = useText(calculatorText);
  const copied = t('copied');
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link clears the "copied" message
  useEffect(() => setStatus(''), [link]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(copied);
    } catch {
      // No clipboard (insecure page, old browser) or permission refused: the link is selected for copying by hand.
      setStatus(t('noClipboard'));
      field.current?.select();
    }
  };

  return (
    <div className="hb-mortgage-calculator__share">
      <label className="hb-mortgage-calculator__label" htmlFor={id}>
        {t('link')}
      </label>
      <div className="hb-mortgage-calculator__share-row">
        <input
          ref={field}
          id={id}
          className="hb-mortgage-calculator__share-link"
          type="text"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="hb-button hb-button--secondary" onClick={copyLink}>
          {t('copy')}
        </button>
      </div>
      <p
        className={`hb-mortgage-calculator__share-status${status === copied ? ' hb-mortgage-calculator__share-status--copied' : ''}`}
        role="status"
      >
        {status}
      </p>
    </div>
  );
}
