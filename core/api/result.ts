/** What a widget gets from every read: never an exception, never an unchecked value. */
export type Failure = { status: 'failure'; results: []; result: null; message: string };
export type ListResult<T> = { status: 'success'; results: T[]; message?: string } | Failure;
export type ItemResult<T> = { status: 'success'; result: T; message?: string } | Failure;

export function failure(message: string): Failure {
  return { status: 'failure', results: [], result: null, message };
}

/** spec.md section 8: any failed or status-less form result shows this. */
export const FORM_FAILURE_MESSAGE = 'Something went wrong, try again later.';
