const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where a dialog puts focus when it opens: its first form field, so a buyer types at once, or,
 * in a dialog that only shows something, its heading (tabIndex -1), so a screen reader reads it
 * from the top rather than starting on ×.
 */
export function focusOnOpen(dialog: HTMLDialogElement, heading: HTMLElement) {
  const fields = Array.from(dialog.querySelectorAll<HTMLElement>(FIELDS));
  const field = fields.find((f) => !f.closest('[hidden], [inert]'));
  (field ?? heading).focus();
}
