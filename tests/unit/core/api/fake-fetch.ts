import { vi } from 'vitest';

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Replaces fetch with a function answering from `respond`; returns the calls it saw. */
export function fakeFetch(respond: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
