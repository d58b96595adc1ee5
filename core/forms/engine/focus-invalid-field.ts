import { prefersReducedMotion } from '../../browser/reduced-motion';
import { deviceClass } from '../../rules/device-class';

/** spec.md section 5: an invalid submit scrolls the first invalid field to this far below the top. */
export const INVALID_FIELD_OFFSET_PHONE = 200;
export const INVALID_FIELD_OFFSET = 500;

export const invalidFieldOffset = (width: number = window.innerWidth) =>
  deviceClass(width) === 'phone' ? INVALID_FIELD_OFFSET_PHONE : INVALID_FIELD_OFFSET;

/**
 * Scrolls the page so the field sits the offset below the top, then focuses it. Inside a dialog
 * the dialog scrolls itself, so focusing is enough.
 */
export function focusInvalidField(control: HTMLElement): void {
  if (control.closest('dialog')) {
    control.focus();
    return;
  }
  const top = control.getBoundingClientRect().top + window.scrollY - invalidFieldOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  control.focus({ preventScroll: true });
}
