import { enums, integer, is, literal, optional, string, type } from 'superstruct';
import { http } from '../http';
import { FORM_FAILURE_MESSAGE } from '../result';
import { WarrantyItem } from '../schemas/service';
import { uploadForm, type UploadOptions } from '../upload';
import { SERVICE_IMAGE_MESSAGES } from './upload-messages';

/**
 * spec.md section 7: a service request's issues go to /api/service-request-item/…, the warranty
 * page's to /api/warranty-request-item/…; both answer in the same shapes.
 */
export type IssueKind = 'service' | 'warranty';
const base = (kind: IssueKind) => (kind === 'service' ? 'api/service-request-item' : 'api/warranty-request-item');

export type Outcome<T> = ({ status: 'success' } & T) | { status: 'failure'; message: string };

const ItemCreated = type({ status: literal('success'), warrantyItem: WarrantyItem });
const Attached = type({ status: literal('success'), attachment: type({ id: integer() }) });
const Removal = type({ status: enums(['success', 'failure']), error: optional(string()), message: optional(string()) });
const ServerMessage = type({ status: literal('failure'), message: string() });

/** Creates an issue (location, description); a failure says the server's message, else spec.md's form failure. */
export async function createWarrantyItem(
  kind: IssueKind,
  fields: { location: string; description: string },
  signal?: AbortSignal,
): Promise<Outcome<{ item: WarrantyItem }>> {
  try {
    const answer: unknown = await http()
      .post(`${base(kind)}/create`, { json: fields, signal, retry: 0, throwHttpErrors: false })
      .json();
    if (is(answer, ItemCreated)) return { status: 'success', item: answer.warrantyItem };
    if (is(answer, ServerMessage) && answer.message) return { status: 'failure', message: answer.message };
  } catch (error) {
    if (__DEV__) console.warn(`[hb-widgets] POST ${base(kind)}/create:`, error);
  }
  return { status: 'failure', message: FORM_FAILURE_MESSAGE };
}

/**
 * Uploads one picture to an issue (multipart title, warrantyRequestItem, resource) with its
 * progress; the answer's attachment.id is the picture's id. Any failure is spec.md's upload message.
 */
export async function uploadWarrantyImage(
  kind: IssueKind,
  itemId: number,
  file: Blob,
  title: string,
  options: UploadOptions = {},
): Promise<Outcome<{ imageId: number }>> {
  const body = new FormData();
  body.set('title', title);
  body.set('warrantyRequestItem', String(itemId));
  body.set('resource', file, title);
  try {
    const answer = await uploadForm(`${base(kind)}-image`, body, options);
    if (is(answer, Attached)) return { status: 'success', imageId: answer.attachment.id };
  } catch (error) {
    if (__DEV__) console.warn(`[hb-widgets] POST ${base(kind)}-image:`, error);
  }
  return { status: 'failure', message: SERVICE_IMAGE_MESSAGES.uploadFailed };
}

/**
 * Removes a picture from its issue. spec.md section 8: a failed service image removal shows the
 * answer's `error` text; otherwise (and for the warranty page) the default message.
 */
export async function deleteWarrantyImage(
  kind: IssueKind,
  imageId: number,
  itemId: number,
  signal?: AbortSignal,
): Promise<Outcome<object>> {
  try {
    const answer: unknown = await http()
      .delete(`${base(kind)}-image/${imageId}`, {
        searchParams: { warrantyItemId: String(itemId) },
        signal,
        retry: 0,
        throwHttpErrors: false,
      })
      .json();
    if (is(answer, Removal)) {
      if (answer.status === 'success') return { status: 'success' };
      if (kind === 'service' && answer.error) return { status: 'failure', message: answer.error };
    }
  } catch (error) {
    if (__DEV__) console.warn(`[hb-widgets] DELETE ${base(kind)}-image:`, error);
  }
  return { status: 'failure', message: SERVICE_IMAGE_MESSAGES.deleteFailed };
}
