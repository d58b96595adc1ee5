/** Why a read came back with nothing to show, for the page (hb:error) and its developer (the console). */
export abstract class ReadError extends Error {
  abstract readonly reason: 'network' | 'data';
  constructor(
    readonly method: string,
    /** The address without its query: a page's own address may carry personal values. */
    readonly url: string,
    readonly detail: string,
    what: string,
  ) {
    super(`${method} ${url} ${what}: ${detail}`);
  }
}

/** No usable answer: offline, blocked by CORS, timed out, or an HTTP error status. */
export class NetworkError extends ReadError {
  override name = 'NetworkError';
  readonly reason = 'network';
  constructor(method: string, url: string, detail: string) {
    super(method, url, detail, 'failed');
  }
}

/** The server answered, but not in the shape the contract promises. */
export class ResponseShapeError extends ReadError {
  override name = 'ResponseShapeError';
  readonly reason = 'data';
  constructor(method: string, url: string, detail: string) {
    super(method, url, detail, 'answered in an unexpected shape');
  }
}
