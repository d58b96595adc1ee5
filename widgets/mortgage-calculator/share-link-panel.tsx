import { useEffect, useId, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'unavailable';

/**
 * The link that brings these inputs back, shown as text (selectable when the clipboard is not
 * available) with a button that copies it and says so where everyone can see it.
 */
export function ShareLinkPanel({ link }: { link: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => setCopy('idle'), [link]);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // Insecure page, permission refused, old browser: the link is selected for copying by hand.
      setCopy('unavailable');
      field.current?.select();
    }
  };

  return (
    <div className="hb-mortgage-calculator__share">
      <label className="hb-mortgage-calculator__label" htmlFor={id}>
        Link to these numbers
      </label>
      <div className="hb-mortgage-calculator__share-row">
        <input ref={field} id={id} className="hb-mortgage-calculator__share-link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="hb-button hb-button--secondary" onClick={copyLink}>
          Copy link
        </button>
      </div>
      <p className={`hb-mortgage-calculator__share-status hb-mortgage-calculator__share-status--${copy}`} role="status">
        {copy === 'copied' ? 'Link copied.' : copy === 'unavailable' ? 'Copying is not available here: the link above is selected, copy it with your keyboard or menu.' : ''}
      </p>
    </div>
  );
}
