import { getUpdatesForm, ModalEnquiryForm } from '../../core';

export function GetUpdatesForm({ communityId }: { communityId?: number }) {
  return <ModalEnquiryForm definition={getUpdatesForm} about={communityId ? { selected_communities: [communityId] } : {}} triggerLabel="Get updates" />;
}
