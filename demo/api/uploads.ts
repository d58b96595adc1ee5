import { type Context, Hono } from 'hono';
import { integer, literal, object, optional, string, type, validate } from 'superstruct';
import { WarrantyItem } from '../../core/api/schemas/service';
import type { Seed } from '../data';
import { type DemoState, slice } from '../state';
import { idOf } from './query';
import { sendChecked, sendFailure, sendNotFound, sendRead } from './respond';

/** spec.md section 9: each service request image at most 3,072,000 bytes. */
export const MAX_IMAGE_BYTES = 3_072_000;
/** Room for the multipart fields around the file before a request is refused unread. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface Uploads {
  items: WarrantyItem[];
  nextItemId: number;
  nextImageId: number;
}

/** The warranty issues and their pictures, kept in this app's state (POST /demo/reset clears them). */
const uploadsOf = (state: DemoState, seed: Seed) =>
  slice<Uploads>(state, 'uploads', () => {
    const items = structuredClone(seed.warrantyItems);
    const ids = (list: { id: number }[]) => Math.max(0, ...list.map((x) => x.id)) + 1;
    return { items, nextItemId: ids(items), nextImageId: ids(items.flatMap((i) => i.images)) };
  });

const NewItem = type({ location: optional(string()), description: optional(string()) });
const ItemCreated = object({ status: literal('success'), warrantyItem: WarrantyItem });
const Attached = object({ status: literal('success'), attachment: object({ id: integer() }) });

/** A form-encoded, multipart or JSON body as a plain object (never throws). */
async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  try {
    return (c.req.header('content-type') ?? '').includes('application/json') ? await c.req.json() : await c.req.parseBody();
  } catch {
    return {};
  }
}

/**
 * Warranty and service requests: issues (items) are created first, then pictures are uploaded
 * to them one at a time (multipart title, warrantyRequestItem, resource) and can be removed.
 */
export function uploadRoutes(state: DemoState, seed: Seed): Hono {
  const app = new Hono();

  app.get('/api/warranty-request-item', (c) => sendRead(c, 'warrantyItems', uploadsOf(state, seed).items));

  for (const path of ['/api/service-request-item/create', '/api/warranty-request-item/create'])
    app.post(path, async (c) => {
      const [error, fields] = validate(await bodyOf(c), NewItem);
      if (error) return sendFailure(c, 'location and description must be text');
      const uploads = uploadsOf(state, seed);
      const item: WarrantyItem = { id: uploads.nextItemId++, location: fields.location ?? '', description: fields.description ?? '', images: [] };
      uploads.items.push(item);
      return sendChecked(c, ItemCreated, { status: 'success', warrantyItem: item });
    });

  for (const path of ['/api/service-request-item-image', '/api/warranty-request-item-image']) {
    app.post(path, async (c) => {
      if (Number(c.req.header('content-length')) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) return sendFailure(c, 'Your file is larger than 3MB.', 413);
      const body = await bodyOf(c);
      const file = body.resource;
      if (!(file instanceof File)) return sendFailure(c, 'resource must be an image file');
      if (file.size > MAX_IMAGE_BYTES) return sendFailure(c, 'Your file is larger than 3MB.', 413);
      if (!file.type.startsWith('image/')) return sendFailure(c, 'resource must be an image file');
      const item = uploadsOf(state, seed).items.find((i) => i.id === idOf(String(body.warrantyRequestItem ?? '')));
      if (!item) return sendNotFound(c, 'warrantyItems');
      const id = uploadsOf(state, seed).nextImageId++;
      item.images.push({ id, name: typeof body.title === 'string' && body.title ? body.title : file.name });
      return sendChecked(c, Attached, { status: 'success', attachment: { id } });
    });

    // spec.md section 8: a failed removal shows the text of the answer's `error` field.
    app.delete(`${path}/:imageId`, (c) => {
      const imageId = idOf(c.req.param('imageId'));
      const itemId = c.req.query('warrantyItemId');
      const item = uploadsOf(state, seed).items.find((i) => i.images.some((image) => image.id === imageId) && (!itemId || i.id === idOf(itemId)));
      if (!item) return c.json({ status: 'failure', error: 'That image was not found on this issue.' }, 404);
      item.images = item.images.filter((image) => image.id !== imageId);
      return c.json({ status: 'success' });
    });
  }
  return app;
}
