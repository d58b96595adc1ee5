import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FORM_FAILURE_MESSAGE } from '../../core/api/result';
import { PRICING_SHEET_PATH } from '../../core/api/pricing-sheet';
import { FORM_FILE_RULES } from './form-files';
import { PRINT_COMMUNITIES_PATH } from './print-communities';
import { PRINTABLE_BODY_LIMIT } from './printable-page';
import { IMAGE_UPLOAD_PATHS, MAX_IMAGE_BYTES } from './uploads';

/** Room for the multipart fields and boundaries around the files. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The printable pages' forms: their own route's limit (a sheet of 300 plans is 46 KB). */
const PRINTABLE_PATHS: readonly string[] = [`/${PRICING_SHEET_PATH}`, PRINT_COMMUNITIES_PATH];
/** Any other write: a lead, an account form, a favorite, an issue, a control. */
export const DEFAULT_BODY_LIMIT = 32 * 1024;
const applicant = FORM_FILE_RULES['/forms/applicant'];

/** The largest body each write may send, counted as it arrives (a chunked body too), by path. */
export function bodyLimitFor(path: string): { maxSize: number; message: string } {
  if ((IMAGE_UPLOAD_PATHS as readonly string[]).includes(path))
    return { maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, message: 'Your file is larger than 3MB.' };
  if (path === '/forms/applicant')
    return { maxSize: applicant.maxFiles * applicant.maxBytes + MULTIPART_OVERHEAD, message: applicant.tooLarge };
  if (PRINTABLE_PATHS.includes(path))
    return { maxSize: PRINTABLE_BODY_LIMIT, message: 'That page has too many rows to print.' };
  return {
    maxSize: DEFAULT_BODY_LIMIT,
    message: path.startsWith('/forms/') ? FORM_FAILURE_MESSAGE : 'That request is too large.',
  };
}

/** Every request that may carry a body is cut off at its path's limit and answered 413, unread. */
export function limitBodies(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const { maxSize, message } = bodyLimitFor(c.req.path);
    return bodyLimit({ maxSize, onError: (c: Context) => c.json({ status: 'failure', message }, 413) })(c, next);
  };
}
