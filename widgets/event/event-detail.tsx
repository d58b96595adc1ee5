import { Form } from '../../core/forms/react';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';
import { Loader } from '../../core/ui';
import { safeUrl } from '../../core/security';
import { useRead } from '../../core/mount';
import { eventWhen, hasEnded } from './event-when';
import { loadEvent } from './load-event';
import './event.css';

export function EventDetail({ eventId }: { eventId?: number }) {
  const event = useRead((signal) => loadEvent(eventId, signal), [eventId]);
  if (event.status === 'loading') return <Loader label="Loading the event…" />;
  if (event.status === 'failure') return <p role="status">{event.message}</p>;
  const { result } = event;
  const image = safeUrl(result.image);
  return (
    <article className="hb-event">
      {image ? <img className="hb-event__image" src={image} alt="" width={1200} height={675} /> : null}
      <h2 className="hb-event__name">{result.name}</h2>
      <dl className="hb-event__facts">
        <dt>When</dt>
        <dd>{eventWhen(result.starts_at, result.ends_at)}</dd>
        <dt>Where</dt>
        <dd>{result.location}</dd>
      </dl>
      <p className="hb-event__description">{result.description}</p>
      {hasEnded(result.ends_at) ? (
        <p className="hb-event__ended">This event has ended. Registration is closed.</p>
      ) : (
        <Form definition={eventRegistrationForm} about={{ selected_events: [result.id] }} headingLevel={3} />
      )}
    </article>
  );
}
