import { fireEvent, getByRole } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import type { WidgetDefinition } from '../../../core/mount/define-widget';
import { createPageScope } from '../../../core/platform/page-scope';
import { type Call, fakeFetch, json } from '../core/api/fake-fetch';

/** Mounts a widget's default export on a fresh element of a fresh page, as the loader would. */
export function mountWidget(widget: WidgetDefinition, attributes = ''): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<hb-${widget.name} ${attributes}></hb-${widget.name}>`);
  const element = document.body.lastElementChild as HTMLElement;
  widget.mount(element, { page: createPageScope() });
  return element;
}

/**
 * Answers content reads from `content` (by path) and every form post with success, or with
 * `answer` where it gives one; returns the calls.
 */
export function fakeServer(
  content: Record<string, unknown> = {},
  answer: (call: Call) => Response | undefined = () => undefined,
): Call[] {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the client's developer notes on failed reads
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
  const calls = fakeFetch((call) => {
    if (call.method === 'POST') return answer(call) ?? json({ status: 'success', message: 'Thank you!' });
    const body = content[call.url.pathname];
    return body === undefined ? json({ status: 'failure' }, 404) : json(body);
  });
  return calls;
}

export const posts = (calls: Call[]) =>
  calls
    .filter((c) => c.method === 'POST')
    .map((c) => ({ path: c.url.pathname, body: JSON.parse(c.body) as Record<string, unknown> }));

/** The form posts, once the widget has sent one (awaited, never slept on). */
export async function sentPosts(calls: Call[]) {
  await vi.waitFor(() => expect(posts(calls)).not.toEqual([]));
  return posts(calls);
}

/** Types the name and email every form asks for (and a phone), then sends. */
export function fillAndSend(scope: HTMLElement, submitLabel: string, extra: (scope: HTMLElement) => void = () => {}) {
  const set = (name: string, value: string) =>
    fireEvent.input(getByRole(scope, 'textbox', { name }), { target: { value } });
  set('First name', 'Ana');
  set('Last name', 'Lopez');
  set('Email', 'ana@example.com');
  if (scope.querySelector('input[name="phone"]')) set('Phone', '863-555-0103');
  extra(scope);
  fireEvent.click(getByRole(scope, 'button', { name: submitLabel }));
}

export const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/** After each test: the real fetch, timers and mocks back, and an empty page (storage, address, body). */
export function cleanPage() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
}
