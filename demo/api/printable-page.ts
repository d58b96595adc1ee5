import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type Struct, validate } from 'superstruct';

/** A printed page needs nothing from elsewhere: its own stylesheet and its print button's script. */
const PRINT_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const PRINT_BUTTON = "document.querySelector('[data-print]')?.addEventListener('click', () => print());\n";
/** A printable page's form: hundreds of rows (limitBodies gives these paths this limit, not the default). */
export const PRINTABLE_BODY_LIMIT = 256 * 1024;

interface PrintablePage<T> {
  /** Where the widget's hidden form posts, e.g. /print/pricing-sheet (also serves .css and .js). */
  path: string;
  /** The shared struct of the posted `data` field. */
  struct: Struct<T, unknown>;
  /** For the 400 answer: "The pricing sheet". */
  what: string;
  styles: string;
  render(data: T): string;
}

/**
 * spec.md section 7: "the printable pricing sheet and communities list submit a hidden form with
 * a data field". The CMS checks the field with the shared struct and answers a page to print,
 * every value rendered as escaped text, under a policy that allows nothing from elsewhere.
 */
export function printableRoutes<T>({ path, struct, what, styles, render }: PrintablePage<T>): Hono {
  const app = new Hono();
  const bad = (c: Context) => c.text(`${what} could not be made: the form sent no valid data field.`, 400);
  const asset = (body: string, type: string) => (c: Context) =>
    c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' });
  app.get(`${path}.css`, asset(styles, 'text/css'));
  app.get(`${path}.js`, asset(PRINT_BUTTON, 'text/javascript'));
  app.post(path, bodyLimit({ maxSize: PRINTABLE_BODY_LIMIT, onError: bad }), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(form.data ?? ''));
    } catch {
      return bad(c);
    }
    const [error, data] = validate(parsed, struct);
    if (error) return bad(c);
    c.header('Content-Security-Policy', PRINT_POLICY);
    c.header('Cache-Control', 'no-store');
    return c.html(render(data));
  });
  return app;
}
