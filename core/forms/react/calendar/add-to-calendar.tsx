import { useEffect, useState } from 'react';
import { getModelCenters } from '../../../api/reads/sales';
import type { ModelCenter } from '../../../api/schemas/sales';
import { useRead } from '../../../mount/read/use-read';
import { useText } from '../../../mount/use-text';
import { calendarInvite, type CalendarEvent, googleCalendarUrl } from '../../engine/calendar-invite';
import { calendarText } from '../../engine/calendar-text';
import './add-to-calendar.css';

interface AddToCalendarProps {
  /** The booking at one of the model centers from content; nothing shows without one (no date given). */
  eventFor: (centers: readonly ModelCenter[]) => Omit<CalendarEvent, 'uid' | 'stamp'> | undefined;
  /** The downloaded file's name, in the widget's language: 'model-home-tour.ics', 'recorrido-casa-modelo.ics'. */
  file: 'tourFile' | 'visitFile';
}

const newUid = () =>
  `${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}@${location.hostname || 'hb-widgets'}`;

/**
 * Under a booking's success message: "Add to calendar" downloads an .ics file made in the browser
 * (a Blob URL: no request, allowed by the host page's CSP, which governs fetches and not
 * downloads), and "Add to Google Calendar" opens the same event there. The model centers (for
 * the address) are read once the booking has succeeded; without them the event has no address.
 */
export function AddToCalendar({ eventFor, file }: AddToCalendarProps) {
  const t = useText(calendarText);
  const centers = useRead((signal) => getModelCenters({ signal }), []);
  // One uid and stamp for this booking, however often the message re-renders.
  const [identity] = useState(() => ({ uid: newUid(), stamp: new Date() }));
  const [href, setHref] = useState<string>();
  const event =
    centers.status === 'loading' ? undefined : eventFor(centers.status === 'success' ? centers.results : []);
  const ics = event ? calendarInvite({ ...event, ...identity }) : undefined;

  useEffect(() => {
    if (!ics) return;
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [ics]);

  if (!event || !href) return null;
  return (
    <p className="hb-add-to-calendar">
      <a className="hb-button hb-button--secondary" href={href} download={t(file)}>
        {t('addToCalendar')}
      </a>
      <a
        className="hb-button hb-button--secondary"
        href={googleCalendarUrl({ ...event, ...identity })}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('addToGoogle')}
        <span className="hb-visually-hidden">{t('newTab')}</span>
      </a>
    </p>
  );
}
