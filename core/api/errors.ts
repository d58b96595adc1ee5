/** The server answered, but not in the shape the contract promises. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly detail: string,
  ) {
    super(`${method} ${url} answered in an unexpected shape: ${detail}`);
  }
}
