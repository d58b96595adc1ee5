import { inquireHomeForm } from '../../core/forms/declarations/inquire-home';
import { Form } from '../../core/forms/react';
import { Modal } from '../../core/ui';

/** The inquiry in core's dialog; its own chunk, so the detail page pays for the form engine only on the click. */
export function InquiryDialog({ homeId, open, onClose }: { homeId: number; open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onClose={onClose} title={inquireHomeForm.title}>
      {/* spec.md section 3: selected_homes is the list holding the home id; section 4: the dialog closes 4 s after success. */}
      <Form
        definition={inquireHomeForm}
        about={{ selected_homes: [homeId] }}
        headingLevel={false}
        onDismiss={onClose}
      />
    </Modal>
  );
}
