// @vitest-environment happy-dom
import {
  findByRole,
  findByText,
  fireEvent,
  getAllByText,
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  waitFor,
} from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_FAILURE_MESSAGE } from '../../../../core/api/result';
import { SERVICE_IMAGE_MESSAGES } from '../../../../core/api/service/upload-messages';
import { serviceRequestForm } from '../../../../core/forms/declarations/service-request';
import { SERVICE_IMAGE_MAX_BYTES } from '../../../../core/rules/service-images';
import widget from '../../../../widgets/service-request-form';
import { type Call, json } from '../../core/api/fake-fetch';
import { FakeXhr } from '../../core/api/fake-xhr';
import { cleanPage, fakeServer, mountWidget, posts } from '../forms-test-kit';

afterEach(cleanPage);

/** The API: communities, each new issue saved with the next id, removals by `remove`, the request by `request`. */
function server({
  request = () => undefined,
  remove = () => json({ status: 'success' }),
}: {
  request?: (call: Call) => Response | undefined;
  remove?: () => Response;
} = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let nextId = 31;
  const calls = fakeServer(
    { '/api/community/list-names': { status: 'success', results: [{ id: 3, name: 'Lakeside Preserve' }] } },
    (call) => {
      if (call.url.pathname === '/api/service-request-item/create') {
        const { location, description } = JSON.parse(call.body) as Record<string, string>;
        return json({ status: 'success', warrantyItem: { id: nextId++, location, description, images: [] } });
      }
      return request(call);
    },
  );
  const fetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: Request | string, init?: RequestInit) =>
    (input instanceof Request ? input.method : init?.method) === 'DELETE'
      ? Promise.resolve(remove())
      : fetch(input, init),
  );
  return calls;
}

const type = (scope: HTMLElement, name: string, value: string) =>
  fireEvent.input(getByRole(scope, 'textbox', { name }), { target: { value } });
const png = (name: string, bytes = 2_000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function fillHomeowner(el: HTMLElement) {
  type(el, 'First name', 'Ana');
  type(el, 'Last name', 'Lopez');
  type(el, 'Email', 'ana@example.com');
  type(el, 'Phone', '863-555-0103');
  type(el, 'Home address', '2981 Preserve Loop');
  type(el, 'City', 'Lakeland');
  type(el, 'ZIP code', '33810');
  const community = getByRole(el, 'combobox', { name: 'Community' });
  await findByRole(community, 'option', { name: 'Lakeside Preserve' });
  fireEvent.change(community, { target: { value: '3' } });
  fireEvent.input(getByLabelText(el, /^Closing date/), { target: { value: '2025-03-14' } });
}

async function addIssue(el: HTMLElement, location: string, description: string, number: number) {
  type(el, 'Location', location);
  fireEvent.input(getByRole(el, 'textbox', { name: 'What is wrong?' }), { target: { value: description } });
  await waitFor(() =>
    expect(getByRole(el, 'textbox', { name: 'What is wrong?' })).toHaveProperty('value', description),
  );
  fireEvent.click(getByRole(el, 'button', { name: 'Add this issue' }));
  await findByRole(el, 'heading', { name: `Issue ${number}: ${location}` });
}

const choose = (el: HTMLElement, number: number, location: string, files: File[]) =>
  fireEvent.change(getByLabelText(el, `Add pictures of issue ${number} (${location})`), { target: { files } });

describe('hb-service-request-form', () => {
  it('refuses an empty request (each required field, and “Add at least one issue”), and an issue without location or description', async () => {
    const calls = server();
    const el = mountWidget(widget);
    fireEvent.click(getByRole(el, 'button', { name: serviceRequestForm.submitLabel }));
    await waitFor(() => expect(getAllByText(el, 'First name is required.')).toHaveLength(2));
    for (const label of ['Home address', 'City', 'ZIP code', 'Community', 'Closing date'])
      expect(getAllByText(el, `${label} is required.`)).toHaveLength(2);
    expect(getAllByText(el, 'Add at least one issue: where it is and what is wrong.').length).toBeGreaterThan(0);
    expect(getByRole(el, 'textbox', { name: 'Location' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(getByRole(el, 'textbox', { name: 'First name' })));

    fireEvent.click(getByRole(el, 'button', { name: 'Add this issue' }));
    await findByText(el, 'Location is required.');
    expect(getByText(el, 'Description is required.')).toBeTruthy();
    expect(document.activeElement).toBe(getByRole(el, 'textbox', { name: 'Location' }));
    expect(posts(calls)).toEqual([]);
  });

  it('saves each issue, uploads its picture with the progress shown and cleared, and sends the homeowner with the issues’ ids', async () => {
    const calls = server();
    const el = mountWidget(widget);
    await fillHomeowner(el);
    await addIssue(el, 'Kitchen', 'The sink drips under the cabinet.', 1);
    expect(posts(calls)[0]).toEqual({
      path: '/api/service-request-item/create',
      body: { location: 'Kitchen', description: 'The sink drips under the cabinet.' },
    });
    choose(el, 1, 'Kitchen', [png('sink.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [upload] = FakeXhr.sent;
    expect([upload.body?.get('title'), upload.body?.get('warrantyRequestItem')]).toEqual(['sink.png', '31']);
    upload.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 });
    const progress = await findByRole(el, 'progressbar', { name: 'Uploading sink.png' });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('42'));
    upload.answer(200, { status: 'success', attachment: { id: 55 } });
    await findByText(el, 'sink.png uploaded.');
    expect(queryByRole(el, 'progressbar')).toBeNull();
    expect(getByRole(el, 'list', { name: 'Pictures of issue 1 (Kitchen)' }).textContent).toContain('sink.png');

    await addIssue(el, 'Garage', 'The door sticks at the bottom.', 2);
    fireEvent.click(getByRole(el, 'button', { name: serviceRequestForm.submitLabel }));
    await waitFor(() => expect(posts(calls).map((p) => p.path)).toContain('/forms/service-request'));
    expect(posts(calls).find((p) => p.path === '/forms/service-request')?.body).toMatchObject({
      type: 'service-request',
      origin: window.location.href,
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone: '(863) 555-0103',
      address: '2981 Preserve Loop',
      city: 'Lakeland',
      zip: '33810',
      selected_communities: [3],
      closing_date: '2025-03-14',
      warranty_items: [31, 32],
    });
  });

  it('says “Something went wrong, try again later.” when the request fails, keeping the answers, the issue and its picture', async () => {
    const calls = server({ request: () => json({ status: 'failure' }, 500) });
    const el = mountWidget(widget);
    await fillHomeowner(el);
    await addIssue(el, 'Primary bath', 'Grout cracked around the tub.', 1);
    choose(el, 1, 'Primary bath', [png('tub.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].answer(200, { status: 'success', attachment: { id: 56 } });
    await findByText(el, 'tub.png uploaded.');
    fireEvent.click(getByRole(el, 'button', { name: serviceRequestForm.submitLabel }));
    await waitFor(() => expect(getByRole(el, 'status').textContent).toContain(FORM_FAILURE_MESSAGE));
    expect(posts(calls).filter((p) => p.path === '/forms/service-request')).toHaveLength(1);
    expect(getByRole(el, 'textbox', { name: 'Email' })).toHaveProperty('value', 'ana@example.com');
    expect(getByRole(el, 'heading', { name: 'Issue 1: Primary bath' })).toBeTruthy();
    expect(getByRole(el, 'list', { name: 'Pictures of issue 1 (Primary bath)' }).textContent).toContain('tub.png');
  });

  it('refuses six pictures at once and a file over 3,072,000 bytes that is no picture, and says so when an upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server();
    const el = mountWidget(widget);
    await addIssue(el, 'Garage', 'The door sticks at the bottom.', 1);
    choose(
      el,
      1,
      'Garage',
      Array.from({ length: 6 }, (_, i) => png(`door-${i + 1}.png`)),
    );
    await findByText(el, SERVICE_IMAGE_MESSAGES.tooMany);
    expect(FakeXhr.sent).toEqual([]);
    const pdf = new File([new Uint8Array(SERVICE_IMAGE_MAX_BYTES + 1)], 'estimate.pdf', { type: 'application/pdf' });
    choose(el, 1, 'Garage', [pdf]);
    await findByText(el, `estimate.pdf: ${SERVICE_IMAGE_MESSAGES.tooLarge}`);
    expect(FakeXhr.sent).toEqual([]);
    choose(el, 1, 'Garage', [png('door.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].answer(500, { status: 'failure' });
    await findByText(el, `door.png: ${SERVICE_IMAGE_MESSAGES.uploadFailed}`);
    expect(queryByRole(el, 'list', { name: 'Pictures of issue 1 (Garage)' })).toBeNull();
  });

  it('says so when a removal fails, with the server’s error text when it sends one, and keeps the picture', async () => {
    let removal = json(
      { status: 'failure', error: 'This picture is part of a scheduled visit and stays on file.' },
      409,
    );
    server({ remove: () => removal });
    const el = mountWidget(widget);
    await addIssue(el, 'Porch', 'A loose railing.', 1);
    choose(el, 1, 'Porch', [png('railing.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].answer(200, { status: 'success', attachment: { id: 57 } });
    await findByText(el, 'railing.png uploaded.');
    fireEvent.click(getByRole(el, 'button', { name: 'Remove railing.png' }));
    await findByText(el, 'This picture is part of a scheduled visit and stays on file.');
    removal = json({ status: 'failure' }, 500);
    fireEvent.click(getByRole(el, 'button', { name: 'Remove railing.png' }));
    await findByText(el, SERVICE_IMAGE_MESSAGES.deleteFailed);
    expect(getByRole(el, 'list', { name: 'Pictures of issue 1 (Porch)' }).textContent).toContain('railing.png');
    removal = json({ status: 'success' });
    fireEvent.click(getByRole(el, 'button', { name: 'Remove railing.png' }));
    await findByText(el, 'railing.png removed.');
    expect(queryByRole(el, 'list', { name: 'Pictures of issue 1 (Porch)' })).toBeNull();
  });
});
