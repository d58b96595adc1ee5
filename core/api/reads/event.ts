import { type ItemOptions, type ListOptions, readItem, readList } from '../read';
import { item, list } from '../read-spec';
import { HbEvent } from '../schemas/event';

export const EVENT_READS = {
  events: list('api/event', HbEvent, 'No events found'),
  eventPage: item('', HbEvent, 'No events found', 'event', { ownAddress: true }),
} as const;

export const getEvents = (o?: ListOptions) => readList(EVENT_READS.events, o);
/**
 * spec.md section 7: the event page fetches its own address for an event object; the CMS answers
 * {success, event} when asked for JSON.
 */
export const getEventPage = (o?: ItemOptions & { pageUrl?: string }) =>
  readItem(EVENT_READS.eventPage, { signal: o?.signal, pageUrl: o?.pageUrl });
