import { useState } from 'react';
import { Modal } from '../../ui/modal';
import type { EnquiryFormOptions } from './use-enquiry-form';
import { EnquiryForm } from './enquiry-form';

interface ModalEnquiryFormProps extends Omit<EnquiryFormOptions, 'onDismiss'> {
  /** The trigger's text, e.g. 'Get updates'. */
  triggerLabel: string;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A form spec.md opens in a modal: a trigger button and core's dialog (focus moves in and stays,
 * Escape closes, focus returns to the trigger). The success delay closes it; the next opening
 * shows a fresh form, or the draft of one not yet sent.
 */
export function ModalEnquiryForm({ triggerLabel, size = 'medium', ...options }: ModalEnquiryFormProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="hb-button hb-form__trigger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {triggerLabel}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={options.definition.title} size={size}>
        <EnquiryForm {...options} headingLevel={false} onDismiss={() => setOpen(false)} />
      </Modal>
    </>
  );
}
