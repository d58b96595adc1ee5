import { NetworkError, ResponseShapeError } from './errors';
import { apiBase } from './http';

/** An upload gives up after this long without an answer: a 3 MB picture over a weak phone signal takes a while. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface UploadOptions {
  /** Called with 0–100 as the body goes out (XMLHttpRequest's upload.onprogress). */
  onProgress?(percent: number): void;
  /** Stops the upload (the widget went away, or the visitor cancelled it). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs a multipart body and resolves with the answer's JSON. XMLHttpRequest, not ky: fetch
 * reports no upload progress over HTTP/1.1 in Chromium (DEPENDENCIES.md). Never retried (a
 * retried upload could attach a picture twice). Rejects with a NetworkError (no answer, an HTTP
 * error without JSON, the timeout, an abort) or a ResponseShapeError (an answer that is not JSON).
 */
export function uploadForm(
  path: string,
  body: FormData,
  { onProgress, signal, timeoutMs = UPLOAD_TIMEOUT_MS }: UploadOptions = {},
): Promise<unknown> {
  const url = new URL(path.replace(/^\//, ''), apiBase()).href;
  const shortUrl = url.split('?')[0];
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // A timer of our own rather than xhr.timeout: the page's clock (and a test's) can move it.
    const timer = setTimeout(
      () => finish(() => reject(new NetworkError('POST', shortUrl, `no answer in ${timeoutMs} ms`)), true),
      timeoutMs,
    );
    const onAbort = () => finish(() => reject(new NetworkError('POST', shortUrl, 'aborted')), true);
    function finish(settle: () => void, abort = false) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (abort) xhr.abort();
      settle();
    }
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'hb-widgets');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => finish(() => reject(new NetworkError('POST', shortUrl, 'the connection failed')));
    xhr.onload = () =>
      finish(() => {
        try {
          resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          reject(
            xhr.status >= 400
              ? new NetworkError('POST', shortUrl, `HTTP ${xhr.status}`)
              : new ResponseShapeError('POST', shortUrl, 'not JSON'),
          );
        }
      });
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}
