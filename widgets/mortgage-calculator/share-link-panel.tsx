import { usePageId } from '../../core/mount';
import { useEffect, useRef, useState } from 'react';

const COPIED = 'Link copied.';

/**
 * The link that brings these inputs back, shown as text (selectable when the clipboard is not
 * available) with a button that copies it and says so where everyone can see it.
 */
export function ShareLinkPanel({ link }: { link: string }) {
  const id = usePageId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link clears the "copied" message
  useEffect(() => setStatus(''), [link]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(COPIED);
    } catch {
      // No clipboard (insecure page, old browser) or permission refused: the link is selected for copying by hand.
      setStatus('Copying is not available here: the link above is selected, copy it with your keyboard or menu.');
      field.current?.select();
    }
  };

  return (
    <div className="hb-mortgage-calculator__share">
      <label className="hb-mortgage-calculator__label" htmlFor={id}>
        Link to these numbers
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
          Copy link
        </button>
      </div>
      <p
        className={`hb-mortgage-calculator__share-status${status === COPIED ? ' hb-mortgage-calculator__share-status--copied' : ''}`}
        role="status"
      >
        {status}
      </p>
    </div>
  );
}
