import { useState } from 'react';
import { FloorplanModal } from '../../core/floorplans/modal';

/** The site-wide floorplan modal of the plan this residence is (its figures and every community offering it). */
export function FloorplanButton({ planId, name }: { planId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="hb-button hb-button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        The {name} floorplan
      </button>
      <FloorplanModal open={open} onClose={() => setOpen(false)} planId={planId} title={`The ${name} floorplan`} />
    </>
  );
}
