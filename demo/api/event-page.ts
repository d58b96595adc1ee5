import { Hono } from 'hono';
import { boolean, literal, object } from 'superstruct';
import { READS } from '../../core/api/contract';
import { HbEvent } from '../../core/api/schemas/event';
import { eventSlug, type Seed } from '../data';
import { sendChecked } from './respond';

const EventAnswer = object({ success: literal(true), event: HbEvent });
const NoEvent = object({ success: boolean(), message: literal(READS.events.emptyMessage) });

/**
 * spec.md section 7: "The event page fetches its own address for an event object (success,
 * event)". GET /events/<slug> with Accept: application/json answers it; a browser asking for
 * the page itself falls through to the page routes.
 */
export function eventPageRoutes(seed: Seed): Hono {
  const app = new Hono();
  app.get('/events/:slug', (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('application/json')) return next();
    const event = seed.events.find((e) => eventSlug(e) === c.req.param('slug'));
    if (!event) return sendChecked(c, NoEvent, { success: false, message: READS.events.emptyMessage }, 404);
    return sendChecked(c, EventAnswer, { success: true, event });
  });
  return app;
}
