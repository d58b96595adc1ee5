import type { FormResponse } from '../../api/schemas/results';
import { FORM_FAILURE_MESSAGE } from '../../api/result';
import type { FormDefinition } from './form-definition';

/**
 * spec.md section 4's form lifecycle: the form is shown; a valid submit hides it behind a
 * loader; the result message follows. Success hides the form (until it is dismissed), or keeps
 * it for an account form that says so; failure shows the form again, with every value kept,
 * and the message.
 */
export type FormPhase = 'editing' | 'submitting' | 'succeeded' | 'dismissed';

export interface FormLifecycle {
  phase: FormPhase;
  /** The result message: the server's on success (or the form's own); on failure spec.md's, or an account server's own. */
  message: string | null;
  outcome: 'success' | 'failure' | null;
}

export type LifecycleEvent =
  | { type: 'submit' }
  | { type: 'result'; response: FormResponse }
  /** A declared form rule refused the values: its message shows, nothing was sent. */
  | { type: 'refuse'; message: string }
  | { type: 'dismiss' }
  | { type: 'restart' };

export const INITIAL_LIFECYCLE: FormLifecycle = { phase: 'editing', message: null, outcome: null };

/**
 * The page reloaded after this form's success (the event form, spec.md section 4): its success
 * has had its time, so the form stays hidden behind the declared message (never the server's own,
 * which is not kept across the load).
 */
export const confirmedBeforeLoad = (form: Pick<FormDefinition, 'successMessage'>): FormLifecycle => ({
  phase: 'dismissed',
  message: form.successMessage,
  outcome: 'success',
});

type Policy = Pick<FormDefinition, 'successMessage' | 'purpose' | 'afterSuccess'>;

export function nextLifecycle(state: FormLifecycle, event: LifecycleEvent, form: Policy): FormLifecycle {
  switch (event.type) {
    case 'submit':
      // A second submit while one is in flight changes nothing: one lead, one request.
      return state.phase === 'editing' ? { phase: 'submitting', message: null, outcome: null } : state;
    case 'result': {
      if (state.phase !== 'submitting') return state;
      const { status, message } = event.response;
      if (status === 'success')
        return {
          phase: form.afterSuccess?.action === 'keep-form' ? 'editing' : 'succeeded',
          message: message?.trim() || form.successMessage,
          outcome: 'success',
        };
      // spec.md section 8: a lead's failure shows one message whatever the server said; account
      // calls show the server's (postForm has already made a status-less answer spec.md's one).
      return {
        phase: 'editing',
        message: (form.purpose === 'account' && message?.trim()) || FORM_FAILURE_MESSAGE,
        outcome: 'failure',
      };
    }
    case 'refuse':
      return state.phase === 'editing' ? { phase: 'editing', message: event.message, outcome: 'failure' } : state;
    case 'dismiss':
      return state.phase === 'succeeded' ? { ...state, phase: 'dismissed' } : state;
    case 'restart':
      // A fresh form after success (spec.md: the pre-referral form is shown again).
      return state.phase === 'submitting' ? state : INITIAL_LIFECYCLE;
  }
}
