import { Hono } from 'hono';
import { eventSlug, type Seed } from '../data';
import { sendNotFound, sendRead } from './respond';

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
    return event ? sendRead(c, 'eventPage', event) : sendNotFound(c, 'eventPage');
  });
  return app;
}
