import { ModalForm } from '../../core/forms/react';
import { reserveLotForm } from '../../core/forms/declarations/reserve-lot';

export function ReserveLotForm({ communityId, lotId, lot }: { communityId: number; lotId?: number; lot?: string }) {
  return (
    <ModalForm
      definition={reserveLotForm}
      about={
        lotId
          ? { selected_communities: [communityId], selected_lots: [lotId] }
          : { selected_communities: [communityId] }
      }
      triggerLabel={lotId ? 'Reserve this lot' : 'Reserve a lot'}
      note={lotId ? `You are reserving lot ${lot ?? lotId}.` : undefined}
    />
  );
}
