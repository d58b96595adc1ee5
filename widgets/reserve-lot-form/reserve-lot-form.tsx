import { ModalEnquiryForm, reserveLotForm } from '../../core';

export function ReserveLotForm({ communityId }: { communityId: number }) {
  return <ModalEnquiryForm definition={reserveLotForm} about={{ selected_communities: [communityId] }} triggerLabel="Reserve a lot" />;
}
