import { useState } from 'react';
import { FloorplanModal } from '../../core/floorplans/modal';
import { useText } from '../../core/mount';
import { residenceDetailText } from './messages';

/** The site-wide floorplan modal of the plan this residence is (its figures and every community offering it). */
export function FloorplanButton({ planId, name }: { planId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const t = useText(residenceDetailText);
  return (
    <>
      <button
        type="button"
        className="hb-button hb-button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('floorplan', { name })}
      </button>
      <FloorplanModal open={open} onClose={() => setOpen(false)} planId={planId} title={t('floorplan', { name })} />
    </>
  );
}
