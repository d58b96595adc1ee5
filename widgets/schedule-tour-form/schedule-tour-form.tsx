import { tourEvent } from '../../core/forms/declarations/booking-invites';
import { scheduleTourForm } from '../../core/forms/declarations/schedule-tour';
import { Form, ModalForm } from '../../core/forms/react';
import { AddToCalendar } from '../../core/forms/react/calendar';
import { useLang } from '../../core/mount';

export function ScheduleTourForm({ communityId, modal }: { communityId: number; modal?: boolean }) {
  const about = { selected_communities: [communityId] };
  const lang = useLang();
  // The booked tour, with the community's model center as its place.
  const invite = (values: Parameters<typeof tourEvent>[0]) => (
    <AddToCalendar eventFor={(centers) => tourEvent(values, communityId, centers, lang)} file="tourFile" />
  );
  return modal ? (
    <ModalForm definition={scheduleTourForm} about={about} successContent={invite} />
  ) : (
    <Form definition={scheduleTourForm} about={about} successContent={invite} />
  );
}
