// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWarrantyItem, deleteWarrantyImage, uploadWarrantyImage } from '../../../../core/api/service';
import { UPLOAD_TIMEOUT_MS } from '../../../../core/api/upload';
import { fakeFetch, json } from './fake-fetch';
import { FakeXhr } from './fake-xhr';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('service request issues and pictures (spec.md section 7)', () => {
  it('creates an issue and reads it from warrantyItem', async () => {
    const calls = fakeFetch(() =>
      json({ status: 'success', warrantyItem: { id: 7, location: 'Garage', description: 'Door sticks.', images: [] } }),
    );
    expect(await createWarrantyItem('service', { location: 'Garage', description: 'Door sticks.' })).toEqual({
      status: 'success',
      item: { id: 7, location: 'Garage', description: 'Door sticks.', images: [] },
    });
    expect(calls[0].url.pathname).toBe('/api/service-request-item/create');
    fakeFetch(() => json({ status: 'success', warrantyItem: { id: 'x' } }));
    expect(await createWarrantyItem('warranty', { location: 'a', description: 'b' })).toEqual({
      status: 'failure',
      message: 'Something went wrong, try again later.',
    });
  });

  it('uploads a picture as multipart with its progress, and answers its attachment id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadWarrantyImage('service', 7, new Blob(['x']), 'door.png', {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(new URL(xhr.url).pathname).toBe('/api/service-request-item-image');
    expect([
      xhr.body?.get('title'),
      xhr.body?.get('warrantyRequestItem'),
      xhr.body?.get('resource') instanceof Blob,
    ]).toEqual(['door.png', '7', true]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 421, total: 1000 });
    xhr.answer(200, JSON.stringify({ status: 'success', attachment: { id: 31 } }));
    expect(await done).toEqual({ status: 'success', imageId: 31 });
    expect(progress).toEqual([42]);
  });

  it('answers spec.md’s upload message for a failure, a dropped connection and the timeout (the request is aborted)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadWarrantyImage('service', 7, new Blob(['x']), 'a.png');
    FakeXhr.last.answer(500, JSON.stringify({ status: 'failure' }));
    expect(await failed).toEqual({ status: 'failure', message: 'There was an error uploading your image.' });
    const dropped = uploadWarrantyImage('service', 7, new Blob(['x']), 'a.png');
    FakeXhr.last.onerror?.();
    expect((await dropped).status).toBe('failure');
    vi.useFakeTimers();
    const slow = uploadWarrantyImage('service', 7, new Blob(['x']), 'a.png');
    const xhr = FakeXhr.last;
    vi.advanceTimersByTime(UPLOAD_TIMEOUT_MS);
    expect(await slow).toEqual({ status: 'failure', message: 'There was an error uploading your image.' });
    expect(xhr.aborted).toBe(true);
  });

  it('removes a picture with DELETE …/{imageId}?warrantyItemId=…, showing the answer’s error text when a service removal fails', async () => {
    const calls = fakeFetch(() => json({ status: 'success' }));
    expect(await deleteWarrantyImage('service', 31, 7)).toEqual({ status: 'success' });
    expect(calls[0].method).toBe('DELETE');
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(
      '/api/service-request-item-image/31?warrantyItemId=7',
    );
    fakeFetch(() => json({ status: 'failure', error: 'That image was not found on this issue.' }, 404));
    expect(await deleteWarrantyImage('service', 31, 7)).toEqual({
      status: 'failure',
      message: 'That image was not found on this issue.',
    });
    expect(await deleteWarrantyImage('warranty', 31, 7)).toEqual({
      status: 'failure',
      message: 'There was a problem deleting your image.',
    });
    fakeFetch(() => new Response('<h1>502</h1>', { status: 502 }));
    expect(await deleteWarrantyImage('service', 31, 7)).toEqual({
      status: 'failure',
      message: 'There was a problem deleting your image.',
    });
  });
});
