import { getUpdatesForm } from '../../core/forms/declarations/get-updates';
import { ModalForm } from '../../core/forms/react';

export function GetUpdatesForm({ communityId }: { communityId?: number }) {
  return <ModalForm definition={getUpdatesForm} about={communityId ? { selected_communities: [communityId] } : {}} />;
}
