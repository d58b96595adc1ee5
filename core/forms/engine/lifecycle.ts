import type { FormResponse } from '../../api/schemas/results';
import { FORM_FAILURE_MESSAGE } from '../../api/result';

/**
 * spec.md section 4's form lifecycle: the form is shown; a valid submit hides it behind a
 * loader; the result message follows. Success hides the form (until it is dismissed); failure
 * shows the form again, with every value kept, and the message.
 */
export type FormPhase = 'editing' | 'submitting' | 'succeeded' | 'dismissed';

export interface FormLifecycle {
  phase: FormPhase;
  /** The result message: the server's on success (or the form's own), spec.md's on failure. */
  message: string | null;
  outcome: 'success' | 'failure' | null;
}

export type LifecycleEvent = { type: 'submit' } | { type: 'result'; response: FormResponse } | { type: 'dismiss' } | { type: 'restart' };

export const INITIAL_LIFECYCLE: FormLifecycle = { phase: 'editing', message: null, outcome: null };

export function nextLifecycle(state: FormLifecycle, event: LifecycleEvent, successMessage: string): FormLifecycle {
  switch (event.type) {
    case 'submit':
      // A second submit while one is in flight changes nothing: one lead, one request.
      return state.phase === 'editing' ? { phase: 'submitting', message: null, outcome: null } : state;
    case 'result':
      if (state.phase !== 'submitting') return state;
      return event.response.status === 'success'
        ? { phase: 'succeeded', message: event.response.message?.trim() || successMessage, outcome: 'success' }
        : // spec.md section 8: any failed or status-less result shows this, whatever the server said.
          { phase: 'editing', message: FORM_FAILURE_MESSAGE, outcome: 'failure' };
    case 'dismiss':
      return state.phase === 'succeeded' ? { ...state, phase: 'dismissed' } : state;
    case 'restart':
      // A fresh form after success (spec.md: the pre-referral form is shown again).
      return state.phase === 'submitting' ? state : INITIAL_LIFECYCLE;
  }
}
