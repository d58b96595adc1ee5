// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../../demo/api/uploads';
import { demoClient, png, TOKEN } from '../security/demo-client';

type Visitor = ReturnType<ReturnType<typeof demoClient>['browser']>;

async function createItem(visitor: Visitor, path = '/api/service-request-item/create') {
  const answer = await visitor.post(path, { location: 'Garage', description: 'Door sticks at the bottom.' });
  return { status: answer.status, body: await answer.json() };
}

function upload(
  visitor: Visitor,
  itemId: number,
  file: File = new File([png(2_000)], 'door.png', { type: 'image/png' }),
) {
  const form = new FormData();
  form.set('title', 'door.png');
  form.set('warrantyRequestItem', String(itemId));
  form.set('resource', file);
  return visitor.send('/api/service-request-item-image', { method: 'POST', body: form });
}

const items = async (visitor: Visitor) =>
  (await (await visitor.send('/api/warranty-request-item')).json()).results as {
    id: number;
    images: { id: number; name: string }[];
  }[];

describe('service and warranty request uploads', () => {
  it.each(['/api/service-request-item/create', '/api/warranty-request-item/create'])(
    '%s answers the new issue as warrantyItem',
    async (path) => {
      const { status, body } = await createItem(demoClient().browser(), path);
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'success',
        warrantyItem: { id: 3, location: 'Garage', description: 'Door sticks at the bottom.', images: [] },
      });
    },
  );

  it('attaches an uploaded picture to its issue and answers its attachment id', async () => {
    const visitor = demoClient().browser();
    const { body } = await createItem(visitor);
    const answer = await upload(visitor, body.warrantyItem.id);
    expect(await answer.json()).toEqual({ status: 'success', attachment: { id: 2 } });
    expect(await items(visitor)).toEqual([{ ...body.warrantyItem, images: [{ id: 2, name: 'door.png' }] }]);
  });

  it('accepts a picture of exactly 3,072,000 bytes and refuses one byte more with “Your file is larger than 3MB.”', async () => {
    const visitor = demoClient().browser();
    const { body } = await createItem(visitor);
    expect((await upload(visitor, body.warrantyItem.id, new File([png(MAX_IMAGE_BYTES)], 'a.png'))).status).toBe(200);
    const tooBig = await upload(visitor, body.warrantyItem.id, new File([png(MAX_IMAGE_BYTES + 1)], 'b.png'));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ status: 'failure', message: 'Your file is larger than 3MB.' });
  });

  it('refuses a file that is not an image, and a picture for an unknown issue', async () => {
    const visitor = demoClient().browser();
    const { body } = await createItem(visitor);
    expect(
      (
        await (
          await upload(visitor, body.warrantyItem.id, new File(['%PDF-1.4'], 'door.pdf', { type: 'application/pdf' }))
        ).json()
      ).status,
    ).toBe('failure');
    const unknown = await upload(visitor, 99);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 'failure', message: 'No warranty items found' });
  });

  it('removes a picture, and answers a second removal with an error text', async () => {
    const visitor = demoClient().browser();
    const { body } = await createItem(visitor);
    const { attachment } = await (await upload(visitor, body.warrantyItem.id)).json();
    const remove = () =>
      visitor.send(`/api/service-request-item-image/${attachment.id}?warrantyItemId=${body.warrantyItem.id}`, {
        method: 'DELETE',
      });
    expect(await (await remove()).json()).toEqual({ status: 'success' });
    expect((await items(visitor))[0].images).toEqual([]);
    const again = await (await remove()).json();
    expect(again.status).toBe('failure');
    expect(again.error).toEqual(expect.any(String));
  });

  it('keeps uploads per app and forgets them on /demo/reset', async () => {
    const demo = demoClient();
    const visitor = demo.browser();
    await createItem(visitor);
    expect(await items(visitor)).toHaveLength(1);
    await demo.request('/demo/reset', { method: 'POST', headers: { 'X-Demo-Token': TOKEN } });
    expect(await items(visitor)).toHaveLength(0);
  });
});
