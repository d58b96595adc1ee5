import { describe, expect, it } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../../core/api/result';
import { type FormLifecycle, INITIAL_LIFECYCLE, nextLifecycle } from '../../../../../core/forms/engine/lifecycle';

const thanks = 'Thank you!';
const step = (state: FormLifecycle, ...events: Parameters<typeof nextLifecycle>[1][]) =>
  events.reduce((s, e) => nextLifecycle(s, e, { successMessage: thanks }), state);

describe('form lifecycle (spec.md section 4)', () => {
  it('goes from the form to the loader on submit', () => {
    expect(step(INITIAL_LIFECYCLE, { type: 'submit' })).toEqual({ phase: 'submitting', message: null, outcome: null });
  });

  it('shows the server’s message on success, or the form’s own', () => {
    expect(
      step(
        INITIAL_LIFECYCLE,
        { type: 'submit' },
        { type: 'result', response: { status: 'success', message: 'See you Saturday!' } },
      ),
    ).toEqual({
      phase: 'succeeded',
      message: 'See you Saturday!',
      outcome: 'success',
    });
    expect(
      step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'success' } }).message,
    ).toBe(thanks);
  });

  it('shows the form again with spec.md’s message on failure, whatever the server said', () => {
    expect(
      step(
        INITIAL_LIFECYCLE,
        { type: 'submit' },
        { type: 'result', response: { status: 'failure', message: 'Internal error 0x3' } },
      ),
    ).toEqual({
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
    expect(
      step(
        INITIAL_LIFECYCLE,
        { type: 'submit' },
        { type: 'result', response: { status: 'success' } },
        { type: 'dismiss' },
      ).phase,
    ).toBe('dismissed');
  });

  it('lets the visitor try again after a failure', () => {
    const failed = step(INITIAL_LIFECYCLE, { type: 'submit' }, { type: 'result', response: { status: 'failure' } });
    expect(step(failed, { type: 'submit' })).toEqual({ phase: 'submitting', message: null, outcome: null });
  });
});

describe('account form lifecycle (spec.md sections 4 and 8)', () => {
  const account = (afterSuccess?: { action: 'keep-form' }) => ({
    successMessage: thanks,
    purpose: 'account' as const,
    afterSuccess,
  });
  const answer = (form: ReturnType<typeof account>, response: { status: 'success' | 'failure'; message?: string }) =>
    [{ type: 'submit' } as const, { type: 'result', response } as const].reduce(
      (s, e) => nextLifecycle(s, e, form),
      INITIAL_LIFECYCLE,
    );

  it('shows the server’s message with its status on failure, and the form again', () => {
    expect(answer(account(), { status: 'failure', message: 'The email or password is not correct.' })).toEqual({
      phase: 'editing',
      message: 'The email or password is not correct.',
      outcome: 'failure',
    });
    expect(answer(account(), { status: 'failure' }).message).toBe(FORM_FAILURE_MESSAGE);
  });

  it('keeps the form with the message when the form says so (edit profile, change password)', () => {
    expect(
      answer(account({ action: 'keep-form' }), { status: 'success', message: 'Your profile has been updated.' }),
    ).toEqual({ phase: 'editing', message: 'Your profile has been updated.', outcome: 'success' });
    expect(answer(account(), { status: 'success' }).phase).toBe('succeeded');
  });

  it('shows a declared rule’s refusal as a failure without leaving the form', () => {
    expect(
      nextLifecycle(INITIAL_LIFECYCLE, { type: 'refuse', message: 'New passwords do not match.' }, account()),
    ).toEqual({ phase: 'editing', message: 'New passwords do not match.', outcome: 'failure' });
  });
});
