import { maskPersonal } from './security/mask-personal';
import { type DemoState, slice, type Submission } from './state';

/** The newest this many posts are kept; older ones are forgotten first. */
export const SUBMISSIONS_KEPT = 200;
/** A stored body larger than this (as JSON) is kept as its size only. */
export const SUBMISSION_BODY_BYTES = 16 * 1024;

/**
 * Stores a form or account post for /demo/submissions: masked first (no password, no full SSN,
 * no file bytes), its body at most SUBMISSION_BODY_BYTES, at most SUBMISSIONS_KEPT posts in all.
 */
export function recordSubmission(state: DemoState, post: Omit<Submission, 'id' | 'receivedAt'>): void {
  const counter = slice(state, 'submission-ids', () => ({ next: 1 }));
  const body = maskPersonal(post.body);
  const bytes = Buffer.byteLength(JSON.stringify(body));
  state.submissions.push({
    id: counter.next++,
    receivedAt: new Date().toISOString(),
    ...post,
    body:
      bytes > SUBMISSION_BODY_BYTES
        ? { omitted: `a body of ${bytes} bytes is not kept (the demo keeps ${SUBMISSION_BODY_BYTES} at most)` }
        : body,
  });
  if (state.submissions.length > SUBMISSIONS_KEPT)
    state.submissions.splice(0, state.submissions.length - SUBMISSIONS_KEPT);
}
