import { ModalForm } from '../../core/forms/react';
import { reserveLotForm } from '../../core/forms/declarations/reserve-lot';
import { useText } from '../../core/mount';
import { text } from './messages';

export function ReserveLotForm({ communityId, lotId, lot }: { communityId: number; lotId?: number; lot?: string }) {
  const t = useText(text);
  return (
    <ModalForm
      definition={reserveLotForm}
      about={
        lotId
          ? { selected_communities: [communityId], selected_lots: [lotId] }
          : { selected_communities: [communityId] }
      }
      triggerLabel={lotId ? t('reserveThisLot') : undefined}
      note={lotId ? t('reserving', { lot: lot ?? lotId }) : undefined}
    />
  );
}
