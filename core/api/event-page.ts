import { boolean, is, type } from 'superstruct';
import { READS } from './contract';
import { http } from './http';
import { failure, type ItemResult } from './result';
import { HbEvent } from './schemas/event';

const EventAnswer = type({ success: boolean(), event: HbEvent });

/**
 * spec.md section 7: the event page fetches its own address for an event object; the CMS answers
 * {success, event} when asked for JSON. Any other answer is the events read's failure.
 */
export async function getEventPage(pageUrl: string = location.href, signal?: AbortSignal): Promise<ItemResult<HbEvent>> {
  try {
    const url = new URL(pageUrl, location.href);
    url.hash = '';
    const body: unknown = await http().get(url.href, { prefixUrl: '', headers: { Accept: 'application/json' }, signal }).json();
    if (is(body, EventAnswer) && body.success) return { status: 'success', result: body.event };
  } catch (error) {
    if (__DEV__ && !(error instanceof DOMException && error.name === 'AbortError')) console.warn('[hb-widgets] event page:', error);
  }
  return failure(READS.events.emptyMessage);
}
