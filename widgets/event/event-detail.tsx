import { Form } from '../../core/forms/react';
import { eventRegistrationForm } from '../../core/forms/declarations/event-registration';
import { ReadView } from '../../core/ui/read';
import { apiSrcSet, apiUrl } from '../../core/api';
import { useLang, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import type { HbEvent } from '../../core/api';
import { eventWhen, hasEnded } from './event-when';
import { loadEvent } from './load-event';
import { eventText } from './messages';
import './event.css';

export function EventDetail({ eventId }: { eventId?: number }) {
  const event = useRead((signal) => loadEvent(eventId, signal), [eventId]);
  const t = useText(eventText);
  return (
    <ReadView read={event} loading={t('loading')} minHeight="30rem">
      {({ result }) => <Event event={result} />}
    </ReadView>
  );
}

/** The picture spans the page's column (event.css; measured 343 px at 375, 768 px at 1280). */
const EVENT_IMAGE_SIZES = '(min-width: 50rem) 48rem, calc(100vw - 2rem)';

function Event({ event: result }: { event: HbEvent }) {
  const image = apiUrl(result.image);
  const t = useText(eventText);
  const lang = useLang();
  return (
    <article className="hb-event">
      {image ? (
        <img
          className="hb-event__image"
          src={image}
          srcSet={apiSrcSet(result.image_sizes?.map((s) => [s.url, `${s.width}w`]) ?? [])}
          sizes={EVENT_IMAGE_SIZES}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
        />
      ) : null}
      <h2 className="hb-event__name">{result.name}</h2>
      <dl className="hb-event__facts">
        <dt>{t('when')}</dt>
        <dd>{eventWhen(result.starts_at, result.ends_at, lang)}</dd>
        <dt>{t('where')}</dt>
        <dd>{result.location}</dd>
      </dl>
      <p className="hb-event__description">{result.description}</p>
      {hasEnded(result.ends_at) ? (
        <p className="hb-event__ended">{t('ended')}</p>
      ) : (
        <Form definition={eventRegistrationForm} about={{ selected_events: [result.id] }} headingLevel={3} />
      )}
    </article>
  );
}
