import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { usePageId } from '../../mount/use-page-id';
import { useText } from '../../mount/use-text';
import { lockPageScroll } from '../../ui/page-scroll-lock';
import { GAP_PX, placeCard } from './lot-place';
import { sitePlanText } from './messages';

/** Narrower than this window, the card is a sheet from the bottom edge, as a phone's apps show one. */
const SHEET_BELOW_PX = 640;

interface LotPopoverProps {
  /** The site plan's root: it holds the plan's box (the card stays inside it) and the lot (the card opens beside it). */
  plan: RefObject<HTMLElement | null>;
  lotId: number;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const boxOf = (el: Element) => {
  const { left, top, right, bottom } = el.getBoundingClientRect();
  return { left, top, right, bottom };
};

/**
 * A lot's card (issue 34): a dialog opened with showModal (focus stays in it, the page behind is
 * inert, Escape closes) drawn over the plan beside its lot, in the top layer, so the page under
 * it does not move. It follows its lot as the page scrolls or the card grows. On a phone it is a
 * sheet from the bottom edge, and the page holds still behind it. Mounted while a lot is chosen;
 * focus goes to its heading as it opens (returning it to the lot is the plan's).
 */
export function LotPopover({ plan, lotId, title, onClose, children }: LotPopoverProps) {
  const t = useText(sitePlanText);
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = usePageId('hb-site-plan-card');
  const [sheet] = useState(() => document.documentElement.clientWidth < SHEET_BELOW_PX);

  // Opened once, as it mounts: focus to its heading, so a screen reader reads the card from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, as it mounts (a new lot is a new card, keyed)
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    heading.current?.focus();
    if (!sheet) return;
    // The lot stays in sight above the sheet: the page scrolls it up first, then holds still.
    const lot = plan.current?.querySelector(`[data-lot-id="${lotId}"]`)?.getBoundingClientRect();
    const sheetTop = dialog.getBoundingClientRect().top;
    const by = lot ? Math.min(lot.bottom - sheetTop + 2 * GAP_PX, lot.top - GAP_PX) : 0;
    if (by > 0) scrollBy({ top: by, behavior: 'instant' }); // not smooth: the lock below would stop it
    return lockPageScroll(dialog);
  }, [sheet]);

  // Beside its lot, again whenever the page scrolls, the window resizes or the card grows.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || sheet) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const lot = plan.current?.querySelector(`[data-lot-id="${lotId}"]`);
      const box = plan.current?.querySelector('.hb-site-plan__viewport');
      if (!lot || !box) return;
      const root = document.documentElement;
      const at = placeCard(
        boxOf(lot),
        boxOf(box),
        { width: dialog.offsetWidth, height: dialog.offsetHeight },
        { width: root.clientWidth, height: root.clientHeight },
      );
      // CSSOM, not a style attribute: allowed under the strict CSP.
      dialog.style.left = `${at.left}px`;
      dialog.style.top = `${at.top}px`;
      dialog.dataset.side = at.side;
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    const grows = new ResizeObserver(later);
    grows.observe(dialog);
    addEventListener('scroll', later, { capture: true, passive: true });
    addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      grows.disconnect();
      removeEventListener('scroll', later, { capture: true });
      removeEventListener('resize', later);
    };
  }, [sheet, plan, lotId]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the card closes it; the keyboard has Escape (onCancel) and the close button
    <dialog
      ref={ref}
      className={`hb-site-plan__popover hb-site-plan__popover--${sheet ? 'sheet' : 'beside'}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: closed through the plan's state, which returns focus to the lot.
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // the backdrop
      }}
    >
      {/* The card's padding inside this panel: a click on the dialog itself is one on the backdrop. */}
      <div className="hb-site-plan__popover-panel">
        <div className="hb-site-plan__card-header">
          <h2 ref={heading} id={titleId} tabIndex={-1} className="hb-site-plan__card-title">
            {title}
          </h2>
          <button type="button" className="hb-site-plan__card-close" aria-label={t('closeLot')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
