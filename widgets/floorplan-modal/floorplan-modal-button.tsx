import { useState } from 'react';
import { FloorplanModal } from '../../core/floorplans/modal';
import { useText } from '../../core/mount';
import { floorplanModalText } from './messages';

/** hb-floorplan-modal: the button an editor places; the plan is read when the dialog opens. */
export function FloorplanModalButton({ planId, name }: { planId: number; name?: string }) {
  const [open, setOpen] = useState(false);
  const t = useText(floorplanModalText);
  const label = name ? t('viewNamed', { name }) : t('view');
  return (
    <div className="hb-floorplan-modal">
      <button type="button" className="hb-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <FloorplanModal
        open={open}
        onClose={() => setOpen(false)}
        planId={planId}
        title={name ? t('titleNamed', { name }) : t('title')}
      />
    </div>
  );
}
