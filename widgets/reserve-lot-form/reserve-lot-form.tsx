import { ModalForm } from '../../core/forms/react';
import { reserveLotForm } from '../../core/forms/declarations/reserve-lot';

export function ReserveLotForm({ communityId }: { communityId: number }) {
  return (
    <ModalForm
      definition={reserveLotForm}
      about={{ selected_communities: [communityId] }}
      triggerLabel="Reserve a lot"
    />
  );
}
