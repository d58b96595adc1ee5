import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../demo/api/uploads';
import { createDemoState } from '../../../../demo/state';
import { demoApp } from './app-fetch';

const fresh = () => demoApp({ state: createDemoState() });
type App = ReturnType<typeof fresh>;

async function createItem(app: App, path = '/api/service-request-item/create') {
  const answer = await app.request(path, { method: 'POST', body: new URLSearchParams({ location: 'Garage', description: 'Door sticks at the bottom.' }) });
  return { status: answer.status, body: await answer.json() };
}

function upload(app: App, itemId: number, bytes: number, type = 'image/png') {
  const form = new FormData();
  form.set('title', 'door.png');
  form.set('warrantyRequestItem', String(itemId));
  form.set('resource', new File([new Uint8Array(bytes)], 'door.png', { type }));
  return app.request('/api/service-request-item-image', { method: 'POST', body: form });
}

const items = async (app: App) => (await (await app.request('/api/warranty-request-item')).json()).results as { id: number; images: { id: number; name: string }[] }[];

describe('service and warranty request uploads', () => {
  it.each(['/api/service-request-item/create', '/api/warranty-request-item/create'])('%s answers the new issue as warrantyItem', async (path) => {
    const { status, body } = await createItem(fresh(), path);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', warrantyItem: { id: 3, location: 'Garage', description: 'Door sticks at the bottom.', images: [] } });
  });

  it('attaches an uploaded picture to its issue and answers its attachment id', async () => {
    const app = fresh();
    const { body } = await createItem(app);
    const answer = await upload(app, body.warrantyItem.id, 2_000);
    expect(await answer.json()).toEqual({ status: 'success', attachment: { id: 2 } });
    expect((await items(app)).find((i) => i.id === body.warrantyItem.id)?.images).toEqual([{ id: 2, name: 'door.png' }]);
  });

  it('accepts a picture of exactly 3,072,000 bytes and refuses one byte more with “Your file is larger than 3MB.”', async () => {
    const app = fresh();
    const { body } = await createItem(app);
    expect((await upload(app, body.warrantyItem.id, MAX_IMAGE_BYTES)).status).toBe(200);
    const tooBig = await upload(app, body.warrantyItem.id, MAX_IMAGE_BYTES + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ status: 'failure', message: 'Your file is larger than 3MB.' });
  });

  it('refuses a file that is not an image, and a picture for an unknown issue', async () => {
    const app = fresh();
    expect((await (await upload(app, 1, 100, 'application/pdf')).json()).status).toBe('failure');
    const unknown = await upload(app, 99, 100);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 'failure', message: 'No warranty items found' });
  });

  it('removes a picture, and answers a second removal with an error text', async () => {
    const app = fresh();
    const { body } = await createItem(app);
    const { attachment } = await (await upload(app, body.warrantyItem.id, 100)).json();
    const remove = () => app.request(`/api/service-request-item-image/${attachment.id}?warrantyItemId=${body.warrantyItem.id}`, { method: 'DELETE' });
    expect(await (await remove()).json()).toEqual({ status: 'success' });
    expect((await items(app)).find((i) => i.id === body.warrantyItem.id)?.images).toEqual([]);
    const again = await (await remove()).json();
    expect(again.status).toBe('failure');
    expect(again.error).toEqual(expect.any(String));
  });

  it('removes a warranty picture by its id alone', async () => {
    const app = fresh();
    expect(await (await app.request('/api/warranty-request-item-image/1', { method: 'DELETE' })).json()).toEqual({ status: 'success' });
    expect((await items(app))[0].images).toEqual([]);
  });

  it('keeps uploads per app and forgets them on /demo/reset', async () => {
    const app = fresh();
    await createItem(app);
    expect(await items(app)).toHaveLength(3);
    expect(await items(fresh())).toHaveLength(2);
    await app.request('/demo/reset', { method: 'POST' });
    expect(await items(app)).toHaveLength(2);
  });
});
