import { failure, type ItemResult } from '../../core/api';
import { EVENT_READS, getEventPage, getEvents } from '../../core/api/reads/event';
import type { HbEvent } from '../../core/api';

/** The event named by id (from the events list), or the one this page's own address answers with. */
export async function loadEvent(eventId: number | undefined, signal: AbortSignal): Promise<ItemResult<HbEvent>> {
  if (eventId === undefined) return getEventPage({ signal });
  const events = await getEvents({ signal });
  if (events.status !== 'success') return events;
  const event = events.results.find((e) => e.id === eventId);
  return event ? { status: 'success', result: event } : failure(EVENT_READS.events.emptyMessage);
}
