import type { FormDefinition } from '../../core/forms/engine/form-definition';
import { type DemoState, slice } from '../state';

/** A homeowner the demo already knows: their pre-form is answered without a message. */
export const KNOWN_REFERRER_EMAIL = 'homeowner@example.com';
/** Referrers remembered at once: the oldest go first. */
const KEPT = 500;

export const PRE_FORM_PATH = '/forms/pre-referral-program';
const FULL_FORM_PATH = '/forms/referral-program';

const emailOf = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

/**
 * spec.md section 4: a pre-referral (or pre-twelve-days) answer without a message shows the form
 * again with the submit-another-referral dialog. The demo answers so when it already has the
 * sender's details: the seeded homeowner, or anyone who has completed the full form; a first-time
 * sender gets the form's message and goes on to the full form. So both paths can be seen.
 * Returns the success message to send, or undefined for none.
 */
export function referralAnswer(
  state: DemoState,
  path: string,
  body: Record<string, unknown>,
  definition: FormDefinition | undefined,
  fallback: string,
): string | undefined {
  const known = slice(state, 'known-referrers', () => new Set<string>([KNOWN_REFERRER_EMAIL]));
  const email = emailOf(body);
  if (path === PRE_FORM_PATH) return known.has(email) ? undefined : (definition?.successMessage ?? fallback);
  if (path === FULL_FORM_PATH && email) {
    known.add(email);
    for (const oldest of known) if (known.size > KEPT && oldest !== KNOWN_REFERRER_EMAIL) known.delete(oldest);
  }
  return definition?.successMessage ?? fallback;
}
