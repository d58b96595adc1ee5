import { apiBase } from '../api/http';

/**
 * Loads /forms/pseudo-confirmation in a hidden frame after a successful submit, so the
 * builder's analytics count a confirmation page (spec.md section 7).
 */
export function loadPseudoConfirmation(formType: string): void {
  const frame = document.createElement('iframe');
  frame.src = new URL(`forms/pseudo-confirmation?type=${encodeURIComponent(formType)}`, apiBase()).href;
  frame.title = 'Form confirmation';
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.addEventListener('load', () => setTimeout(() => frame.remove(), 10_000), { once: true });
  document.body.append(frame);
}
