// @vitest-environment node
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, IMAGES_PER_ITEM, MAX_IMAGE_BYTES } from '../../../../demo/api/uploads';
import { chunkedBody, demoClient, lead, png } from './demo-client';

type Visitor = ReturnType<ReturnType<typeof demoClient>['browser']>;
const MB = 1024 * 1024;

const createItem = async (visitor: Visitor, description = 'Door sticks.') =>
  (await (await visitor.post('/api/warranty-request-item/create', { location: 'Garage', description })).json())
    .warrantyItem;

function upload(
  visitor: Visitor,
  itemId: number,
  file = new File([png(500)], 'door.png', { type: 'image/png' }),
  path = '/api/warranty-request-item-image',
) {
  const form = new FormData();
  form.set('warrantyRequestItem', String(itemId));
  form.set('resource', file);
  return visitor.send(path, { method: 'POST', body: form });
}
const list = async (visitor: Visitor) => (await (await visitor.send('/api/warranty-request-item')).json()).results;

describe('warranty and service items belong to whoever created them', () => {
  it('refuses to delete someone else’s image: DELETE /api/warranty-request-item-image/1', async () => {
    const { browser } = demoClient();
    const stranger = browser();
    const answer = await stranger.send('/api/warranty-request-item-image/1', { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ status: 'failure', error: 'That image was not found on this issue.' });
    const owner = browser();
    const item = await createItem(owner);
    const { attachment } = await (await upload(owner, item.id)).json();
    expect(
      (
        await stranger.send(`/api/warranty-request-item-image/${attachment.id}?warrantyItemId=${item.id}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    expect((await list(owner))[0].images).toEqual([{ id: attachment.id, name: 'door.png' }]);
  });

  it('lists each visitor’s own issues only, and refuses a picture added to someone else’s', async () => {
    const { browser } = demoClient();
    const [ana, ben] = [browser(), browser()];
    const anas = await createItem(ana, 'Ana’s cabinet');
    await createItem(ben, 'Ben’s grout');
    expect((await list(ana)).map((i: { description: string }) => i.description)).toEqual(['Ana’s cabinet']);
    expect((await list(ben)).map((i: { description: string }) => i.description)).toEqual(['Ben’s grout']);
    expect(await list(browser())).toEqual([]);
    const intrusion = await upload(ben, anas.id);
    expect(intrusion.status).toBe(404);
    expect((await list(ana))[0].images).toEqual([]);
  });

  it('gives a signed-in homeowner their issues on every device', async () => {
    const { browser } = demoClient();
    const [laptop, phone] = [browser(), browser()];
    const account = { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', password: 'sunshine-42' };
    await laptop.post('/my-favorites/create-account', account);
    await createItem(laptop, 'Seen on both');
    await phone.post('/my-favorites/login', { email: account.email, password: account.password });
    expect((await list(phone)).map((i: { description: string }) => i.description)).toEqual(['Seen on both']);
  });

  it('refuses an issue created from another site', async () => {
    const { request } = demoClient();
    const answer = await request('/api/service-request-item/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://attacker.example' },
      body: 'location=x&description=y',
    });
    expect(answer.status).toBe(403);
  });
});

describe('every write has a body limit', () => {
  it.each([
    ['/api/favorite', 'POST'],
    ['/api/view', 'POST'],
    ['/api/favorite', 'DELETE'],
    ['/api/warranty-request-item/create', 'POST'],
    ['/forms/contact-us', 'POST'],
    ['/my-favorites/login', 'POST'],
  ])('refuses a 50 MB body to %s (%s) unread with 413', async (path, method) => {
    const answer = await demoClient()
      .browser()
      .send(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * MB) },
        body: `{"x":"${'a'.repeat(50 * MB)}"}`,
      });
    expect(answer.status).toBe(413);
  });

  it('counts a chunked body as it arrives: an image upload of 10 MB with no Content-Length is cut off at the limit', async () => {
    const { browser } = demoClient();
    const visitor = browser();
    const item = await createItem(visitor);
    const answer = await visitor.send('/api/warranty-request-item-image', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=x` },
      body: chunkedBody(10 * MB),
      duplex: 'half',
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ status: 'failure', message: 'Your file is larger than 3MB.' });
    expect((await list(visitor)).find((i: { id: number }) => i.id === item.id).images).toEqual([]);
  });

  it('answers 413 to a chunked upload through a real server (Transfer-Encoding: chunked)', async () => {
    const { app } = demoClient();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/favorite',
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Sec-Fetch-Site': 'same-origin',
              'Transfer-Encoding': 'chunked',
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          // Stops by itself: at most 4 MB, or as soon as the server has answered.
          while (sent < 4 * MB && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it(`refuses an issue description over ${DESCRIPTION_MAX_LENGTH} characters instead of storing it for every reader`, async () => {
    const visitor = demoClient().browser();
    const answer = await visitor.post('/api/warranty-request-item/create', {
      location: 'Garage',
      description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(answer.status).toBe(400);
    expect(await list(visitor)).toEqual([]);
  });
});

describe('uploads are checked on the server', () => {
  it('refuses HTML sent as image/png, by its first bytes', async () => {
    const visitor = demoClient().browser();
    const item = await createItem(visitor);
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'door.png', { type: 'image/png' });
    const answer = await upload(visitor, item.id, html);
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      status: 'failure',
      message: 'There was an error uploading your image. Send a JPEG, PNG, GIF, WebP or HEIC picture.',
    });
    expect((await list(visitor))[0].images).toEqual([]);
  });

  it(`takes ${IMAGES_PER_ITEM} pictures on an issue, and answers the sixth with “You may only upload up to five images.”`, async () => {
    const visitor = demoClient().browser();
    const item = await createItem(visitor);
    for (let i = 0; i < IMAGES_PER_ITEM; i++) expect((await upload(visitor, item.id)).status).toBe(200);
    const sixth = await upload(visitor, item.id);
    expect(await sixth.json()).toEqual({ status: 'failure', message: 'You may only upload up to five images.' });
    expect(MAX_IMAGE_BYTES).toBe(3_072_000);
  });

  it('refuses .exe files on /forms/applicant, and a fourth file, whatever type they claim', async () => {
    const { browser, state } = demoClient();
    const visitor = browser();
    const send = (files: File[]) => {
      const form = new FormData();
      // A complete application (the applicant declaration's required answers): only the files differ.
      const applicant = lead({
        type: 'applicant',
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.com',
        phone: '863-555-0103',
        state: 'FL',
        education: 'GED',
        adult: 'Yes',
        work_authorized: 'Yes',
      });
      for (const [key, value] of Object.entries(applicant))
        for (const v of [value].flat()) form.append(Array.isArray(value) ? `${key}[]` : key, String(v));
      for (const file of files) form.append('resume[]', file);
      return visitor.send('/forms/applicant', { method: 'POST', body: form });
    };
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'resume.pdf', { type: 'application/pdf' });
    const refused = await send([exe]);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual([
      { name: 'resume', message: 'Send a PDF, Word, RTF, JPEG or PNG file.' },
    ]);
    const pdf = () => new File(['%PDF-1.7 résumé'], 'resume.pdf');
    expect((await (await send([pdf(), pdf(), pdf(), pdf()])).json()).errors).toEqual([
      { name: 'resume', message: 'You may only upload up to three images.' },
    ]);
    expect((await send([pdf(), new File([png(100)], 'photo.png')])).status).toBe(200);
    expect(state.submissions.at(-1)?.body.resume).toEqual([
      { file: 'resume.pdf', bytes: 17, kind: 'pdf' },
      { file: 'photo.png', bytes: 100, kind: 'png' },
    ]);
  });

  it('refuses files on a form that takes none', async () => {
    const visitor = demoClient().browser();
    const form = new FormData();
    for (const [key, value] of Object.entries(lead()))
      for (const v of [value].flat()) form.append(Array.isArray(value) ? `${key}[]` : key, String(v));
    form.append('attachment', new File(['%PDF-1.7'], 'a.pdf'));
    const answer = await visitor.send('/forms/get-updates', { method: 'POST', body: form });
    expect((await answer.json()).errors).toEqual([{ name: 'attachment', message: 'This form takes no files.' }]);
  });
});
