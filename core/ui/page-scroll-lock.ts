import './page-scroll-lock.css';

/**
 * Holds the page behind an open dialog still: a class on <html> (its rules in
 * page-scroll-lock.css, so no style strings under a strict CSP). overflow: hidden keeps the
 * scroll position, so closing needs nothing restored; the gutter is kept only where the page
 * showed a scrollbar, so nothing jumps sideways either way.
 * Returns the release, which leaves the lock while another of our dialogs is still open.
 */
export function lockPageScroll(dialog: HTMLDialogElement): () => void {
  const classes = document.documentElement.classList;
  classes.add('hb-scroll-locked');
  if (innerWidth > document.documentElement.clientWidth) classes.add('hb-scroll-locked--gutter');
  return () => {
    const othersOpen = Array.from(document.querySelectorAll('dialog.hb-modal[open]')).some((other) => other !== dialog);
    if (!othersOpen) classes.remove('hb-scroll-locked', 'hb-scroll-locked--gutter');
  };
}
