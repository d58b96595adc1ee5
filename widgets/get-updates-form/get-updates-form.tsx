import { getUpdatesForm } from '../../core/forms/declarations/get-updates';
import { ModalEnquiryForm } from '../../core/forms/react';

export function GetUpdatesForm({ communityId }: { communityId?: number }) {
  return <ModalEnquiryForm definition={getUpdatesForm} about={communityId ? { selected_communities: [communityId] } : {}} triggerLabel="Get updates" />;
}
