import { useState } from 'react';
import { FloorplanModal } from '../../core/floorplans/modal';

/** hb-floorplan-modal: the button an editor places; the plan is read when the dialog opens. */
export function FloorplanModalButton({ planId, name }: { planId: number; name?: string }) {
  const [open, setOpen] = useState(false);
  const label = name ? `View the ${name} floorplan` : 'View the floorplan';
  return (
    <div className="hb-floorplan-modal">
      <button type="button" className="hb-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <FloorplanModal
        open={open}
        onClose={() => setOpen(false)}
        planId={planId}
        title={name ? `The ${name} floorplan` : 'Floorplan'}
      />
    </div>
  );
}
