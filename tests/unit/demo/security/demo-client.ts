import { createApp } from '../../../../demo/app';
import { type DemoSettings, demoSettings } from '../../../../demo/security/settings';
import { createDemoState } from '../../../../demo/state';

export const TOKEN = 'test-token-0123456789abcdef';
export const FORM = 'application/x-www-form-urlencoded';

type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit; duplex?: 'half' };

/**
 * A demo app with its own state and a known control token, and browsers to talk to it: each
 * browser keeps its own cookies and says its requests come from the site (Sec-Fetch-Site), as
 * the site's pages do; `from` says otherwise.
 */
export function demoClient(settings: Partial<DemoSettings> = {}) {
  const state = createDemoState();
  const app = createApp({
    distRoot: '/nonexistent-dist',
    state,
    settings: demoSettings({ controls: { token: TOKEN }, ...settings }),
  });
  /** A request as it reaches the server, headers as given (Host, Origin, Cookie included). */
  const request = (path: string, init: Init = {}) => {
    const req = new Request(path.startsWith('http') ? path : `http://localhost${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      duplex: init.duplex,
    } as RequestInit);
    for (const [k, v] of Object.entries(init.headers ?? {})) req.headers.set(k, v);
    return app.fetch(req);
  };
  const browser = () => {
    const jar = new Map<string, string>();
    const send = async (path: string, init: Init = {}) => {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const answer = await request(path, {
        ...init,
        headers: { 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
      });
      for (const line of answer.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (/max-age=0/i.test(line) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
      return answer;
    };
    const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': FORM, ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    return { send, post, postJson, cookies: jar };
  };
  return { state, app, request, browser };
}

/** A body that arrives in pieces with no Content-Length (Transfer-Encoding: chunked), `total` bytes of `byte`. */
export function chunkedBody(total: number, chunk = 1024 * 1024, byte = 0x61): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(byte));
    },
  });
}

/** A get-updates lead as the widget sends it (spec.md section 3's envelope and the form's answers). */
export function lead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    origin: 'http://localhost/contact-us',
    type: 'get-updates',
    'g-recaptcha-response': '',
    selected_communities: [],
    selected_regions: [],
    selected_residences: [],
    selected_plans: [],
    selected_careers: [],
    selected_events: [],
    selected_homes: [],
    contacted_asap: 0,
    contacted: '',
    referral: '',
    exit_form: 0,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '(863) 555-0103',
    timeframe: '30 days',
    ...overrides,
  };
}

/** The first bytes of a PNG, then zeros up to `bytes`. */
export function png(bytes: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(new ArrayBuffer(bytes));
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
}
