import { type Context, Hono } from 'hono';
import { integer, literal, object, optional, size, string, type, validate } from 'superstruct';
import { WarrantyItem } from '../../core/api/schemas/service';
import { fileKindOf, HEAD_BYTES, IMAGE_FILE_KINDS, kindsLabel } from '../../core/forms/engine/file-kinds';
import type { Seed } from '../data';
import { type DemoState, slice } from '../state';
import { ownerOf } from './owner';
import { idOf } from './query';
import { readJsonObject, isJson } from './read-json';
import { sendChecked, sendFailure, sendNotFound, sendRead } from './respond';
import { CROSS_SITE_MESSAGE, isSameOrigin } from './same-origin';

/** spec.md section 9: each service request image at most 3,072,000 bytes, five to an issue. */
export const MAX_IMAGE_BYTES = 3_072_000;
export const IMAGES_PER_ITEM = 5;
/** Issues one visitor may keep, and the demo in all: past them, creating one is refused. */
export const ITEMS_PER_OWNER = 20;
export const ITEMS_KEPT = 1000;
export const LOCATION_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const TITLE_MAX_LENGTH = 100;
export const IMAGE_UPLOAD_PATHS = ['/api/service-request-item-image', '/api/warranty-request-item-image'] as const;

/** spec.md section 8's messages. */
export const UPLOAD_MESSAGES = {
  tooMany: 'You may only upload up to five images.',
  tooLarge: 'Your file is larger than 3MB.',
  notAnImage: `There was an error uploading your image. Send a ${kindsLabel(IMAGE_FILE_KINDS)} picture.`,
  notFound: 'That image was not found on this issue.',
  tooManyItems: `You have ${ITEMS_PER_OWNER} open issues, the most the demo keeps for one visitor.`,
  full: 'The demo holds as many issues as it can. Reset it (POST /demo/reset) to make room.',
} as const;

/** An issue and who may see and change it (never sent: answers carry the item alone). */
interface OwnedItem {
  owner: string;
  item: WarrantyItem;
}

/** A picture as it arrived: its size and declared type (the browser test checks a downscaled photo's). */
export interface ReceivedImage {
  imageId: number;
  bytes: number;
  type: string;
}

interface Uploads {
  items: OwnedItem[];
  nextItemId: number;
  nextImageId: number;
  received: ReceivedImage[];
}

/**
 * The warranty issues and their pictures, kept in this app's state (POST /demo/reset clears them).
 * The seeded issues belong to a homeowner no request can be: they only keep the ids realistic.
 */
const uploadsOf = (state: DemoState, seed: Seed) =>
  slice<Uploads>(state, 'uploads', () => {
    const items = structuredClone(seed.warrantyItems);
    const ids = (list: { id: number }[]) => Math.max(0, ...list.map((x) => x.id)) + 1;
    return {
      items: items.map((item) => ({ owner: 'seed', item })),
      nextItemId: ids(items),
      nextImageId: ids(items.flatMap((i) => i.images)),
      received: [],
    };
  });

/** The pictures this app has taken, oldest first (sizes and types only: the bytes are not kept). */
export const receivedImages = (state: DemoState): readonly ReceivedImage[] =>
  (state.slices.get('uploads') as Uploads | undefined)?.received ?? [];

const NewItem = type({
  location: optional(size(string(), 0, LOCATION_MAX_LENGTH)),
  description: optional(size(string(), 0, DESCRIPTION_MAX_LENGTH)),
});
const ItemCreated = object({ status: literal('success'), warrantyItem: WarrantyItem });
const Attached = object({ status: literal('success'), attachment: object({ id: integer() }) });

/** A form-encoded, multipart or JSON body as a plain object (never throws; its size was limited before). */
async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  if (isJson(c)) return (await readJsonObject(c)) ?? {};
  return c.req.parseBody().catch(() => ({}));
}

/**
 * Warranty and service requests: issues (items) are created first, then pictures are uploaded
 * to them one at a time (multipart title, warrantyRequestItem, resource) and can be removed.
 * Issues and pictures belong to the visitor who created them (owner.ts): nobody else lists,
 * adds to or removes from them, and all writes come from the site's own pages. Pictures are
 * checked by their first bytes, their size and their count; only their names are kept.
 */
export function uploadRoutes(state: DemoState, seed: Seed): Hono {
  const app = new Hono();
  const uploads = () => uploadsOf(state, seed);
  /** The request's own issue of that id: someone else's answers as an unknown one. */
  const ownItem = (owner: string | undefined, id: number | undefined) =>
    owner === undefined ? undefined : uploads().items.find((i) => i.owner === owner && i.item.id === id)?.item;

  app.get('/api/warranty-request-item', (c) => {
    const owner = ownerOf(c, state);
    return sendRead(
      c,
      'warrantyItems',
      uploads()
        .items.filter((i) => i.owner === owner)
        .map((i) => i.item),
    );
  });

  for (const path of ['/api/service-request-item/create', '/api/warranty-request-item/create'])
    app.post(path, async (c) => {
      if (!isSameOrigin(c)) return sendFailure(c, CROSS_SITE_MESSAGE, 403);
      const [error, fields] = validate(await bodyOf(c), NewItem);
      if (error)
        return sendFailure(
          c,
          `location (up to ${LOCATION_MAX_LENGTH} characters) and description (up to ${DESCRIPTION_MAX_LENGTH}) must be text`,
        );
      if (uploads().items.length >= ITEMS_KEPT) return sendFailure(c, UPLOAD_MESSAGES.full, 503);
      const owner = ownerOf(c, state, { create: true })!;
      if (uploads().items.filter((i) => i.owner === owner).length >= ITEMS_PER_OWNER)
        return sendFailure(c, UPLOAD_MESSAGES.tooManyItems, 429);
      const item: WarrantyItem = {
        id: uploads().nextItemId++,
        location: fields.location ?? '',
        description: fields.description ?? '',
        images: [],
      };
      uploads().items.push({ owner, item });
      return sendChecked(c, ItemCreated, { status: 'success', warrantyItem: item });
    });

  for (const path of IMAGE_UPLOAD_PATHS) {
    app.post(path, async (c) => {
      if (!isSameOrigin(c)) return sendFailure(c, CROSS_SITE_MESSAGE, 403);
      const body = await bodyOf(c);
      const file = body.resource;
      if (!(file instanceof File)) return sendFailure(c, UPLOAD_MESSAGES.notAnImage);
      if (file.size > MAX_IMAGE_BYTES) return sendFailure(c, UPLOAD_MESSAGES.tooLarge, 413);
      const item = ownItem(ownerOf(c, state), idOf(String(body.warrantyRequestItem ?? '')));
      if (!item) return sendNotFound(c, 'warrantyItems');
      if (item.images.length >= IMAGES_PER_ITEM) return sendFailure(c, UPLOAD_MESSAGES.tooMany);
      // What the file is comes from its first bytes and its name, never from its declared type.
      const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
      if (!fileKindOf(file.name, head, IMAGE_FILE_KINDS)) return sendFailure(c, UPLOAD_MESSAGES.notAnImage, 415);
      const name = typeof body.title === 'string' && body.title ? body.title : file.name;
      if (name.length > TITLE_MAX_LENGTH)
        return sendFailure(c, `title must be ${TITLE_MAX_LENGTH} characters or fewer`);
      const id = uploads().nextImageId++;
      item.images.push({ id, name });
      uploads().received.push({ imageId: id, bytes: file.size, type: file.type });
      if (uploads().received.length > ITEMS_KEPT) uploads().received.shift();
      return sendChecked(c, Attached, { status: 'success', attachment: { id } });
    });

    // spec.md section 8: a failed removal shows the text of the answer's `error` field.
    app.delete(`${path}/:imageId`, (c) => {
      if (!isSameOrigin(c)) return c.json({ status: 'failure', error: CROSS_SITE_MESSAGE }, 403);
      const imageId = idOf(c.req.param('imageId'));
      const itemId = c.req.query('warrantyItemId');
      const owner = ownerOf(c, state);
      const item = uploads().items.find(
        (i) =>
          i.owner === owner &&
          i.item.images.some((image) => image.id === imageId) &&
          (!itemId || i.item.id === idOf(itemId)),
      )?.item;
      if (!item) return c.json({ status: 'failure', error: UPLOAD_MESSAGES.notFound }, 404);
      item.images = item.images.filter((image) => image.id !== imageId);
      return c.json({ status: 'success' });
    });
  }
  return app;
}
