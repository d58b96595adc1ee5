import { NetworkError, ResponseShapeError } from '../../../../../core/api/errors';
import { failure, type ListResult } from '../../../../../core/api/result';

/** Reads a test answers by hand: each call waits until the test resolves it. */
export function handReads() {
  const calls: { signal: AbortSignal; answer(result: ListResult<string>): void }[] = [];
  const read = (signal: AbortSignal) => new Promise<ListResult<string>>((answer) => calls.push({ signal, answer }));
  return { calls, read, last: () => calls[calls.length - 1] };
}

export const PLAN_URL = 'https://cms.example.com/api/plan';
export const success = (...results: string[]): ListResult<string> => ({ status: 'success', results });
export const networkFailure = () => failure('No floorplans found', new NetworkError('GET', PLAN_URL, 'HTTP 500'));
export const dataFailure = () =>
  failure('No floorplans found', new ResponseShapeError('GET', PLAN_URL, 'results.0.id: expected integer'));
export const serverFailure = () => failure('No floorplans found');

export function element(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}
