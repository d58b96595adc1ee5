import { getByRole, waitFor } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import { ACCOUNT_REDIRECT_MS } from '../../../core/forms/engine/lifecycle-timers';
import type { WidgetDefinition } from '../../../core/mount/define-widget';
import { createPageScope, type PageScope } from '../../../core/platform/page-scope';
import { type Call, fakeFetch, json } from '../core/api/fake-fetch';

/**
 * For the floorplan and my-favorites widgets: a fake API answering by "METHOD /path", and a
 * widget mounted on a fresh page (its own page scope, so the page-wide store starts over).
 */
export type Routes = Record<string, (call: Call) => Response | Promise<Response>>;

export function fakeApi(routes: Routes): Call[] {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the client's developer notes on failed reads
  return fakeFetch((call) => {
    const route = routes[`${call.method} ${call.url.pathname}`];
    return route
      ? route(call)
      : json({ status: 'failure', message: `no fake for ${call.method} ${call.url.pathname}` }, 404);
  });
}

/**
 * Mounts widgets/<name> as the loader would, on a new page that says whether the visitor is
 * signed in (null: a CMS that cannot say, so the widgets ask the API), and any other settings. Widgets that should share the page-wide store are mounted with the same `page`.
 */
export async function mountFresh(
  name: string,
  attributes = '',
  {
    loggedIn = false,
    page = createPageScope(),
    config = {},
  }: { loggedIn?: boolean | null; page?: PageScope; config?: Record<string, unknown> } = {},
): Promise<HTMLElement> {
  document.head.innerHTML = `<script type="application/json" id="hb-widgets-config">${JSON.stringify({ loggedIn: loggedIn ?? undefined, ...config })}</script>`;
  const widget = ((await import(`../../../widgets/${name}/index.tsx`)) as { default: WidgetDefinition }).default;
  document.body.insertAdjacentHTML('beforeend', `<hb-${name} ${attributes}></hb-${name}>`);
  const element = document.body.lastElementChild as HTMLElement;
  widget.mount(element, { page });
  return element;
}

/** Where the widget sent the visitor (location.assign), without leaving the test page. */
export function watchNavigation(): string[] {
  const went: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void went.push(String(url)));
  return went;
}

export const success = (extra: Record<string, unknown> = {}) => json({ status: 'success', ...extra });
export { json };

/**
 * spec.md section 4, account forms "loader, then message": waits for the server's message in the
 * form's live region, checks the visitor is still on the page, then runs the declared delay
 * (ACCOUNT_REDIRECT_MS) on the test's clock and returns where the form sent them. Call
 * `vi.useFakeTimers({ shouldAdvanceTime: true })` before mounting.
 */
export async function messageThenRedirect(el: HTMLElement, message: string, went: string[]): Promise<string[]> {
  await waitFor(() => expect(getByRole(el, 'status').textContent).toBe(message));
  expect(went).toEqual([]);
  vi.advanceTimersByTime(ACCOUNT_REDIRECT_MS);
  return went;
}
