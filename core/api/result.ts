import type { ReadError } from './errors';

/**
 * Why a read has nothing to show: no usable answer (`network`), an answer in the wrong shape
 * (`data`), or the server's own `status: failure` (`failure`: a legitimate "nothing").
 */
export type FailureReason = 'network' | 'data' | 'failure';

/** What a widget gets from every read: never an exception, never an unchecked value. */
export type Failure = {
  status: 'failure';
  results: [];
  result: null;
  message: string;
  reason: FailureReason;
  error?: ReadError;
};
export type ListResult<T> = { status: 'success'; results: T[]; message?: string } | Failure;
export type ItemResult<T> = { status: 'success'; result: T; message?: string } | Failure;

/** spec.md section 8's default message, and why (no error: the server said failure itself). */
export function failure(message: string, error?: ReadError): Failure {
  return { status: 'failure', results: [], result: null, message, reason: error?.reason ?? 'failure', error };
}

/** The same read, its item turned into something else (a name, a card); a failure stays as it is. */
export function mapItem<T, U>(read: ItemResult<T>, to: (item: T) => U): ItemResult<U> {
  return read.status === 'success' ? { status: 'success', result: to(read.result), message: read.message } : read;
}

/** A list read as one item (a select's options, say); a failure stays as it is. */
export function mapList<T, U>(read: ListResult<T>, to: (items: T[]) => U): ItemResult<U> {
  return read.status === 'success' ? { status: 'success', result: to(read.results), message: read.message } : read;
}

/** spec.md section 8: any failed or status-less form result shows this. */
export const FORM_FAILURE_MESSAGE = 'Something went wrong, try again later.';
