import { describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../../core/api/result';
import { type FormLifecycle, INITIAL_LIFECYCLE, nextLifecycle } from '../../../../../core/forms/engine/lifecycle';

const thanks = 'Thank you!';
const step = (state: FormLifecycle, ...events: Parameters<typeof nextLifecycle>[1][]) => events.reduce((s, e) => nextLifecycle(s, e, thanks), state);

describe('form lifecycle (spec.md section 4)', () => {
  it('goes from the form to the loader on submit', () => {
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' })).toEqual({ phase: 'submitting', message: null, outcome: null });
  });

  it('shows the server’s message on success, or the form’s own', () => {
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'success', message: 'See you Saturday!' } })).toEqual({
      phase: 'succeeded',
      message: 'See you Saturday!',
      outcome: 'success',
    });
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'success' } }).message).toBe(thanks);
  });

  it('shows the form again with spec.md’s message on failure, whatever the server said', () => {
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'failure', message: 'Internal error 0x3' } })).toEqual({
      phase: 'editing',
      message: FORM_FAILURE_MESSAGE,
      outcome: 'failure',
    });
  });

  it('ignores a second submit while one is in flight', () => {
    const submitting = step(INITIAL_LIFECYCLE, { type: 'submit' });
    expect(step(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('dismisses only after success', () => {
    expect(step(INITIAL_LIFECYCLE, { type: 'dismiss' })).toBe(INITIAL_LIFECYCLE);
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'success' } }, { type: 'dismiss' }).phase).toBe('dismissed');
  });

  it('lets the visitor try again after a failure', () => {
    const failed = step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'failure' } });
    expect(step(failed, { type: 'submit' })).toEqual({ phase: 'submitting', message: null, outcome: null });
  });
});
