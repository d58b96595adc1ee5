import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { usePageId } from '../mount/use-page-id';
import { useText } from '../mount/use-text';
import { focusOnOpen } from './focus-on-open';
import { lockPageScroll } from './page-scroll-lock';
import { uiText } from './messages';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  children: ReactNode;
  /** Wider dialogs for galleries and floorplans. */
  size?: 'small' | 'medium' | 'large';
}

/**
 * The one dialog of the bundle: a native <dialog> opened with showModal, so the page behind is
 * inert (focus stays inside), Escape closes it, and it sits above any CMS stacking context.
 * It opens on its first field (or its heading), the page behind does not scroll while it is
 * open, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, children, size = 'medium' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Page-unique: preact's useId restarts in every widget root, so two dialogs would share an id.
  const titleId = usePageId('hb-modal-title');
  const t = useText(uiText);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal(); // focuses the first focusable, ×; then focus goes where a buyer starts
      if (heading.current) focusOnOpen(dialog, heading.current);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The page stays still while open; released on close and when the widget unmounts.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    return lockPageScroll(dialog);
  }, [open]);

  // Return focus after closing, and close without losing focus if the widget unmounts.
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape (onCancel) and the close button
    <dialog
      ref={ref}
      className={`hb-modal hb-modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through our state, so open and the DOM agree.
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      <div className="hb-modal__panel">
        <div className="hb-modal__header">
          <h2 ref={heading} id={titleId} className="hb-modal__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="hb-modal__close" onClick={onClose} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="hb-modal__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
