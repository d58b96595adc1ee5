import { Form, ModalForm } from '../../core/forms/react';
import { scheduleTourForm } from '../../core/forms/declarations/schedule-tour';

export function ScheduleTourForm({ communityId, modal }: { communityId: number; modal?: boolean }) {
  const about = { selected_communities: [communityId] };
  return modal ? <ModalForm definition={scheduleTourForm} about={about} triggerLabel="Schedule a tour" /> : <Form definition={scheduleTourForm} about={about} />;
}
