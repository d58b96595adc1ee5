/** A field of a form that is shown (a form hidden behind its result message does not count). */
const FIELD = 'form:not([hidden]) :is(input:not([type=hidden]), select, textarea)';

/**
 * Where a dialog puts focus when it opens: its first form field, so a buyer types at once, or,
 * in a dialog that only shows something, its heading (tabIndex -1), so a screen reader reads it
 * from the top rather than starting on ×.
 */
export function focusOnOpen(dialog: HTMLDialogElement, heading: HTMLElement) {
  (dialog.querySelector<HTMLElement>(FIELD) ?? heading).focus();
}
